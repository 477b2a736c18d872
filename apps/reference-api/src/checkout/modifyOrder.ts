import { checkoutErrorCodes, type Checkout, type CheckoutLineItem } from '@aisle/contracts/checkout';
import { toCents } from '@aisle/contracts';
import type { Database } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { productsByGtin } from '../products/catalog';
import { itemsFor } from '../promising/quotes';
import { findStore } from '../stores/preferredStore';
import { listAuthorisations } from './authorisations';
import type { ModifyBody } from './checkoutBodies';
import { loadCheckout, type CheckoutRecord, type CheckoutState } from './checkoutRecord';
import { FalloutError } from './falloutError';
import { readCheckout } from './checkoutView';
import { refuseUnwritable, type WriteGuard } from './checkoutWrite';
import { refuseContactless, requireAge } from './orderRules';
import { choosePayments, paymentTerms, type PaymentRequest } from './payments';
import { priceOrder } from './pricing';
import { declineCards } from './declineCards';
import { reauthorisePlaced } from './reauthorisePlaced';
import { normalisePromoCode } from './promoCodes';

// The first decline card's answer: TRANSACTION_DECLINED with the bank's words.
const mockedDecline = declineCards[0] as (typeof declineCards)[number];

const falloutReason =
  "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request.";

/**
 * Items the order did not hold must be ones the catalogue still has and the store can still fulfil
 * (§8 "promising fallout or restricted"). Those that are not are named in the refusal, so checkout
 * marks them as newly ineligible (§4 "Modify submit" 6).
 */
async function refuseFallout(db: Database, record: CheckoutRecord, lines: ModifyBody['lineItems']): Promise<void> {
  const held = new Set(record.state.lineItems.map((line) => line.cart.gtin13));
  const added = lines.map((line) => line.cart).filter((cart) => !held.has(cart.gtin13));
  if (added.length === 0) return;
  const known = new Set(productsByGtin(added.map((cart) => cart.gtin13)).map((product) => product.gtin13));
  const unknown = added.filter((cart) => !known.has(cart.gtin13));
  const restricted = itemsFor(
    await findStore(db, record.locationId),
    added.filter((cart) => known.has(cart.gtin13)),
  ).excluded;
  const stale = [...unknown, ...restricted].map((cart) => cart.gtin13);
  if (stale.length > 0) throw new FalloutError(falloutReason, stale);
}

/** The modified lines: one that says nothing of substitutes keeps what the order's line said (§9). */
function keptPolicies(held: readonly CheckoutLineItem[], lines: ModifyBody['lineItems']): CheckoutLineItem[] {
  const policies = new Map(held.map(({ cart }) => [cart.gtin13, cart.substitutionPolicy]));
  return lines.map(({ cart }) => {
    const substitutionPolicy = cart.substitutionPolicy ?? policies.get(cart.gtin13);
    return {
      cart: { gtin13: cart.gtin13, quantity: cart.quantity, ...(substitutionPolicy && { substitutionPolicy }) },
    };
  });
}

/** The cards of the re-authorisation: only cards the order already holds (§3 "existingAuthorizations"). */
async function existingPayments(db: Database, record: CheckoutRecord, body: ModifyBody): Promise<PaymentRequest[]> {
  const held = await listAuthorisations(db, record.id);
  return body.paymentDetails.paymentMethods.existingAuthorizations.map((asked) => {
    const authorisation = held.find((each) => each.card_id === asked.id);
    if (!authorisation) throw new ApiError(422, checkoutErrorCodes.paymentInvalid, 'That card is not on this order.');
    return { id: asked.id, paymentType: authorisation.payment_type, amountCents: toCents(asked.amount) ?? 0 };
  });
}

/**
 * The promo codes the modified order keeps (§3 "priceAdjustment"): the update's changes, read on
 * the order's own codes. REMOVE takes one off; ADD keeps one (a placed order takes no new code, as
 * no page offers one); a code left out stays. A code the order does not hold is 422 PROMO_INVALID.
 * A kept code is not checked against its minimum again: one the new lines leave under it stays on
 * the order and saves nothing, as it did before this field was read.
 */
function keptPromoCodes(held: readonly string[], changes: NonNullable<ModifyBody['priceAdjustment']>['promos']) {
  let codes = [...held];
  for (const change of changes) {
    const code = normalisePromoCode(change.code);
    if (!held.includes(code)) {
      throw new ApiError(422, checkoutErrorCodes.promoInvalid, `The promo code ${code} is not on your order.`);
    }
    if (change.action === 'REMOVE') codes = codes.filter((each) => each !== code);
    else if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * Submits a modified order (§4 "Modify submit"): new lines, delivery type and instructions, the
 * cards re-authorised for the new total, under the versionKey and checksum the client read. The
 * cost when it was placed is kept as originalSummary. A late rejection of the re-authorisation
 * (POST_AUTH_REJECT) cancels the order: the Payment Error page says 'Order Canceled'. The promo
 * codes are `keptPromoCodes`; the buyer's date of birth is identityData's, else buyer's (the body
 * refuses the two apart), else the order's; the summary is only validated (checkoutBodies.ts).
 */
export async function modifyOrder(
  db: Database,
  shopperId: string,
  id: string,
  body: ModifyBody,
  now: Date,
  { mockPaymentDecline = false }: { mockPaymentDecline?: boolean } = {},
): Promise<Checkout> {
  const record = await loadCheckout(db, shopperId, id);
  const guard: WriteGuard = { kind: 'placed', checksum: body.checksum };
  refuseUnwritable(record, guard, body.versionKey, now);
  await refuseFallout(db, record, body.lineItems);
  let state: CheckoutState = {
    ...record.state,
    lineItems: keptPolicies(record.state.lineItems, body.lineItems),
    deliveryType: body.fulfillment?.deliveryType ?? record.state.deliveryType,
    instructions: body.fulfillment?.instructions ?? record.state.instructions,
    buyerDateOfBirth:
      body.paymentDetails.identityData?.dateOfBirth ?? body.buyer?.dateOfBirth ?? record.state.buyerDateOfBirth,
    promoCodes: body.priceAdjustment
      ? keptPromoCodes(record.state.promoCodes, body.priceAdjustment.promos)
      : record.state.promoCodes,
    originalSummary: record.state.originalSummary ?? { cost: priceOrder(record, record.state).cost },
  };
  refuseContactless(record, state, state.deliveryType);
  requireAge(record, state, now);
  const requests = await existingPayments(db, record, body);
  if (!requests.some((request) => request.paymentType === 'BANK_CARD')) {
    throw new ApiError(422, checkoutErrorCodes.bankCardRequired, 'A credit or debit card is needed for your order.');
  }
  // The modify submit's mocked decline (§7, a test aid): the new hold declined as a bank would, so
  // nothing changes and the order stands as it was.
  if (mockPaymentDecline) throw new ApiError(402, mockedDecline.code, mockedDecline.reason);
  const terms = paymentTerms(record, priceOrder(record, state));
  state = { ...state, payments: await choosePayments(db, shopperId, requests, terms, now) };
  const pins = new Map(
    body.paymentDetails.paymentMethods.existingAuthorizations.flatMap((asked) =>
      asked.encryptedPin === undefined ? [] : [[asked.id, asked.encryptedPin] as const],
    ),
  );

  await reauthorisePlaced(db, { shopperId, record, versionKey: body.versionKey, guard, state, terms, pins }, now);
  return readCheckout(db, shopperId, id);
}
