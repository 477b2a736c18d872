import { checkoutErrorCodes, type Checkout } from '@aisle/contracts/checkout';
import { toCents } from '@aisle/contracts';
import type { Database } from '../db/Database';
import { ApiError } from '../errors/apiError';
import type { UpdateBody } from './checkoutBodies';
import { loadCheckout, type CheckoutRecord, type CheckoutState } from './checkoutRecord';
import { readCheckout } from './checkoutView';
import { refuseUnwritable, writeCheckout } from './checkoutWrite';
import { findFlashSale } from './flashSales';
import { refuseContactless, withTip } from './orderRules';
import { choosePayments, paymentTerms } from './payments';
import { priceOrder } from './pricing';
import { findPromoCode, promoSavingsCents } from './promoCodes';

type Parts<K extends keyof UpdateBody> = NonNullable<UpdateBody[K]>;

/** Sets each flash sale's quantity; 0 takes it off (§7 "Update line items"). */
function withFlashSales(record: CheckoutRecord, state: CheckoutState, lines: Parts<'lineItems'>): CheckoutState {
  let items = state.flashSaleItems;
  for (const line of lines) {
    const sale = findFlashSale(record.locationId, line.couponId);
    const fits = sale?.gtin13 === line.gtin13 && line.sourceStoreId === record.locationId;
    if (!sale || !fits || line.modalityType !== record.modalityType) {
      throw new ApiError(422, checkoutErrorCodes.flashSaleInvalid, 'This flash sale is not available for your order.');
    }
    if (line.quantity > sale.maxQuantity) {
      throw new ApiError(
        422,
        checkoutErrorCodes.flashSaleLimit,
        `You can add at most ${sale.maxQuantity} of a flash sale item.`,
      );
    }
    const { gtin13, quantity, couponId, sourceStoreId } = line;
    items = items.filter((item) => item.couponId !== couponId);
    if (quantity > 0) items = [...items, { gtin13, quantity, couponId, sourceStoreId }];
  }
  return { ...state, flashSaleItems: items };
}

/** Adds or removes promo codes (§7 "Update checkout (promo)"); adding one already on the order changes nothing. */
function withPromos(
  record: CheckoutRecord,
  state: CheckoutState,
  changes: Parts<'priceAdjustment'>['promos'],
): CheckoutState {
  let codes = [...state.promoCodes];
  for (const change of changes) {
    const promo = findPromoCode(change.code);
    if (change.action === 'REMOVE') {
      if (!promo || !codes.includes(promo.code)) {
        throw new ApiError(422, checkoutErrorCodes.promoInvalid, 'That promo code is not on your order.');
      }
      codes = codes.filter((code) => code !== promo.code);
      continue;
    }
    if (!promo) throw new ApiError(422, checkoutErrorCodes.promoInvalid, 'That promo code is not valid.');
    const items = priceOrder(record, { ...state, promoCodes: codes }).itemsCents;
    if (promoSavingsCents(promo, items) === 0) {
      const minimum = ((promo.minimumCents ?? 0) / 100).toFixed(2);
      throw new ApiError(
        422,
        checkoutErrorCodes.promoInvalid,
        `That promo code needs items worth at least $${minimum}.`,
      );
    }
    if (!codes.includes(promo.code)) codes.push(promo.code);
  }
  return { ...state, promoCodes: codes };
}

function withFulfillment(
  record: CheckoutRecord,
  state: CheckoutState,
  fulfillment: Parts<'fulfillment'>,
): CheckoutState {
  refuseContactless(record, state, fulfillment.deliveryType);
  return {
    ...state,
    contact: fulfillment.contact,
    instructions: fulfillment.instructions,
    deliveryType: fulfillment.deliveryType,
  };
}

/**
 * An update of a draft (§7): its flash sale lines, promo codes, contact and instructions, tip and
 * payments, applied in that order (payments last: they are checked against the new total), then
 * written at once under the versionKey the client read.
 */
export async function updateCheckout(
  db: Database,
  shopperId: string,
  id: string,
  body: UpdateBody,
  now: Date,
): Promise<Checkout> {
  const record = await loadCheckout(db, shopperId, id);
  refuseUnwritable(record, { kind: 'draft' }, body.versionKey, now);
  let state = record.state;
  if (body.lineItems) state = withFlashSales(record, state, body.lineItems);
  if (body.priceAdjustment) state = withPromos(record, state, body.priceAdjustment.promos);
  if (body.fulfillment) state = withFulfillment(record, state, body.fulfillment);
  if (body.paymentDetails) state = withTip(record, state, body.paymentDetails.gratuityAmount);
  if (body.payments) {
    const requests = body.payments.map((payment) => ({
      id: payment.id,
      paymentType: payment.paymentType,
      amountCents: toCents(payment.amount) ?? 0,
    }));
    const terms = paymentTerms(record, priceOrder(record, state));
    state = { ...state, payments: await choosePayments(db, shopperId, requests, terms, now) };
  }
  await writeCheckout(db, record, body.versionKey, { kind: 'draft' }, state, now);
  return readCheckout(db, shopperId, id);
}
