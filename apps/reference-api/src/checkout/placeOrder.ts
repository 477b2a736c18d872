import { checkoutErrorCodes, type Checkout } from '@aisle/contracts/checkout';
import { toCents } from '@aisle/contracts';
import type { Database } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { replaceAuthorisations } from './authorisations';
import { authoriseOrder } from './authoriseOrder';
import type { ActivateBody } from './checkoutBodies';
import { loadCheckout, type CheckoutRecord, type CheckoutState } from './checkoutRecord';
import { readCheckout, toCheckout } from './checkoutView';
import { refuseUnwritable, writeCheckout } from './checkoutWrite';
import { deliveryVendorOf } from './deliveryVendor';
import { requireAge, requireContact, withTip } from './orderRules';
import { choosePayments, fitPayments, paymentTerms, type PaymentRequest } from './payments';
import { priceOrder } from './pricing';

type Methods = ActivateBody['paymentDetails']['paymentMethods'];

function paymentRequests(methods: Methods): PaymentRequest[] {
  const share = (paymentType: PaymentRequest['paymentType']) => (method: { card: { id: string }; amount: number }) => ({
    id: method.card.id,
    paymentType,
    amountCents: toCents(method.amount) ?? 0,
  });
  return [
    ...methods.bankCards.map(share('BANK_CARD')),
    ...methods.ebtCards.map(share('EBT')),
    ...methods.giftCards.map(share('GIFT_CARD')),
  ];
}

function requireDeliveryTerms(record: CheckoutRecord, accepted: boolean | undefined): void {
  const vendor = deliveryVendorOf(record);
  if (!vendor || accepted) return;
  const reason =
    vendor === 'INSTACART'
      ? 'You must agree to the Instacart Terms of Service to place your order.'
      : "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.";
  throw new ApiError(422, checkoutErrorCodes.deliveryTermsRequired, reason);
}

/**
 * Places the order (§7 "Activate checkout"): the tip and the cards of the request, a complete
 * contact, a bank card, the vendor's terms and the buyer's age where needed, then the
 * authorisations, in one transaction with the write that makes it ACTIVE. The same idempotencyKey
 * again answers the order as placed, whatever versionKey it carries.
 */
export async function placeOrder(
  db: Database,
  shopperId: string,
  id: string,
  body: ActivateBody,
  now: Date,
): Promise<Checkout> {
  const record = await loadCheckout(db, shopperId, id);
  if (record.state.status === 'ACTIVE' && record.state.activationKey === body.idempotencyKey) {
    return toCheckout(db, record);
  }
  refuseUnwritable(record, { kind: 'draft' }, body.versionKey, now);
  const { paymentMethods, gratuityAmount, identityData } = body.paymentDetails;
  let state: CheckoutState = withTip(record, record.state, gratuityAmount);
  state = { ...state, buyerDateOfBirth: identityData?.dateOfBirth ?? state.buyerDateOfBirth };
  requireContact(state.contact);
  if (paymentMethods.bankCards.length === 0) {
    throw new ApiError(
      422,
      checkoutErrorCodes.bankCardRequired,
      'A credit or debit card is needed to place your order.',
    );
  }
  requireDeliveryTerms(record, body.deliveryTermsAccepted);
  requireAge(record, state, now);
  const terms = paymentTerms(record, priceOrder(record, state));
  const payments = await choosePayments(db, shopperId, paymentRequests(paymentMethods), terms, now);
  state = { ...state, payments, status: 'ACTIVE', placedAt: now, activationKey: body.idempotencyKey };
  const pins = new Map(paymentMethods.ebtCards.map((ebt) => [ebt.card.id, ebt.encryptedPin]));

  try {
    const refusal = await db.transaction(async (tx) => {
      const fitted = await fitPayments(tx, shopperId, payments, terms);
      const outcome = await authoriseOrder(tx, shopperId, fitted, pins, 'place', now);
      if (outcome.kind === 'pinRefused') return outcome.error;
      if (outcome.kind === 'declined') throw outcome.error;
      await writeCheckout(tx, record, body.versionKey, { kind: 'draft' }, state, now);
      await replaceAuthorisations(tx, record.id, fitted, now);
      return undefined;
    });
    if (refusal) throw refusal;
  } catch (error) {
    // The same activation running at once (a double press without the header) placed it first.
    const placed = await loadCheckout(db, shopperId, id);
    if (placed.state.status === 'ACTIVE' && placed.state.activationKey === body.idempotencyKey) {
      return toCheckout(db, placed);
    }
    throw error;
  }
  return readCheckout(db, shopperId, id);
}
