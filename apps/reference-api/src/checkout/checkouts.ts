import type { Checkout, CheckoutLineItem } from '@aisle/contracts/checkout';
import { checkoutErrorCodes } from '@aisle/contracts/checkout';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';
import { productsByGtin } from '../products/catalog';
import { quoteTimeSlots } from '../promising/quotes';
import { findShopper, type ShopperRow } from '../shoppers/shoppers';
import { findStore } from '../stores/preferredStore';
import type { StoreRow } from '../stores/storeRecord';
import type { CheckoutState } from './checkoutRecord';
import { readCheckout } from './checkoutView';
import { checksumOf } from './checkoutWrite';
import type { CreateCheckoutBody } from './createCheckoutBody';
import { refuseContactless } from './orderRules';
import { destinationOf, same } from './destination';

export { readCheckout } from './checkoutView';

/** A create body that passed its schema, and whose session asks. */
export type CreateCheckout = CreateCheckoutBody & { shopperId: string };

interface PromiseRow {
  modality_type: string;
  location_id: string;
  quote_id: string;
  option_id: string;
  vendor_id: string;
  version_key: number;
  created_at: Date;
  expires_at: Date;
}

/** 422 FALLOUT_ERROR: an item the catalogue does not have cannot be ordered. */
export function refuseUnknownItems(lines: readonly CheckoutLineItem[], reason: string): void {
  const gtins = [...new Set(lines.map((line) => line.cart.gtin13))];
  if (productsByGtin(gtins).length < gtins.length) throw new ApiError(422, checkoutErrorCodes.fallout, reason);
}

/** The most of one item an order may hold, as the storefront's cart does. */
export const orderQuantityLimit = 99;

/**
 * 422 CART_QUANTITY_LIMIT_EXCEEDED (§8 "Max quantity error is handled from checkout creation"): a
 * host's cart may hold more than an order can; the shopper is told the limit and the item.
 */
function refuseOverLimit(lines: readonly CheckoutLineItem[]): void {
  const over = lines.find((line) => line.cart.quantity > orderQuantityLimit);
  if (!over) return;
  // Known: unknown items are refused first.
  const name = productsByGtin([over.cart.gtin13])[0]?.description ?? over.cart.gtin13;
  throw new ApiError(
    422,
    checkoutErrorCodes.quantityLimit,
    `An order can hold up to ${orderQuantityLimit} of an item, and your cart has ${over.cart.quantity} of ${name}. Please update your cart and try again.`,
  );
}

/** What the time costs: the delivery charge it was quoted with when it was reserved (pickup is free). */
function serviceFeeCents(store: StoreRow, promise: PromiseRow, modality: Checkout['modalityType']): number {
  const quoted = quoteTimeSlots(store, modality, [], new Date(promise.created_at));
  const time = quoted.days
    .flatMap((day) => day.times)
    .find((option) => option.quoteId === promise.quote_id && option.optionId === promise.option_id);
  return Math.round((time?.cost ?? 0) * 100);
}

/**
 * 403 BUYER_MISMATCH: the buyer a body names (profile, e-mail, loyalty card) must be the signed-in
 * shopper. The session decides whose order it is; a body cannot order for someone else.
 */
function refuseOtherBuyer(buyer: CreateCheckout['buyer'], shopper: ShopperRow): void {
  if (!buyer) return;
  const other =
    (buyer.profileId !== undefined && buyer.profileId !== shopper.id) ||
    (buyer.email !== undefined && !same(buyer.email, shopper.email)) ||
    (buyer.loyaltyId !== undefined && buyer.loyaltyId !== shopper.loyalty_card_number);
  if (other) throw new ApiError(403, checkoutErrorCodes.buyerMismatch, 'The buyer must be the signed-in shopper.');
}

const promiseGone = () => new ApiError(404, 'PROMISE_NOT_FOUND', 'We could not find that reservation.');

/**
 * A draft checkout for a promise the shopper holds, of the same way of shopping, still held and at
 * the version they read. Its contact starts as the shopper's name and mobile number. The checks and
 * the insert are one statement, so a promise that expires or changes meanwhile cannot slip through;
 * why it failed is read after.
 */
export async function createCheckout(db: Queryable, request: CreateCheckout, now: Date): Promise<Checkout> {
  const { promise: wanted, contact, location } = request.fulfillment;
  if (!isUuid(wanted.id) || !/^\d{1,9}$/.test(wanted.versionKey)) throw promiseGone();
  refuseUnknownItems(request.lineItems, 'One or more items in your cart are no longer available.');
  refuseOverLimit(request.lineItems);
  const { rows: found } = await db.query<PromiseRow>(
    `SELECT modality_type, location_id, quote_id, option_id, vendor_id, version_key, created_at, expires_at
       FROM promises WHERE id = $1 AND shopper_id = $2`,
    [wanted.id, request.shopperId],
  );
  const promise = found[0];
  const shopper = await findShopper(db, request.shopperId);
  if (!promise || !shopper) throw promiseGone();
  // Read before anything else is refused: a stale or mismatched promise is the shopper's first
  // problem, whatever else the body lacks (a ship order's address, say). The insert checks again.
  const refused = promiseRefusal(promise, request, now);
  if (refused) throw refused;
  refuseOtherBuyer(request.buyer, shopper);
  if (location && location.id !== promise.location_id) {
    throw new ApiError(422, checkoutErrorCodes.locationMismatch, 'The reservation is for another store.');
  }
  const store = await findStore(db, promise.location_id);
  const facts = {
    storeState: store.state,
    vendorId: promise.vendor_id,
    modalityType: request.modalityType,
    serviceFeeCents: request.modalityType === 'DELIVERY' ? serviceFeeCents(store, promise, request.modalityType) : 0,
  };
  const profilePhone = shopper.mobile_phone && /^\+1\d{10}$/.test(shopper.mobile_phone) ? shopper.mobile_phone : '';
  const state: CheckoutState = {
    status: 'DRAFT',
    lineItems: [...request.lineItems],
    flashSaleItems: [],
    // The host's contact form, as it starts out; else the shopper's name and mobile number.
    contact: contact
      ? { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone, smsOptin: contact.smsOptin }
      : { firstName: shopper.first_name, lastName: shopper.last_name, phone: profilePhone, smsOptin: false },
    instructions: request.fulfillment.instructions ?? '',
    deliveryType: request.fulfillment.deliveryType ?? 'Standard',
    gratuityCents: 0,
    promoCodes: [],
    payments: [],
    // The buyer's, where both carry one: the buyer is who the age check is for.
    buyerDateOfBirth: request.buyer?.dateOfBirth ?? contact?.dateOfBirth ?? null,
    placedAt: null,
    originalSummary: null,
    activationKey: null,
  };
  refuseContactless(facts, state, state.deliveryType);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO checkouts (shopper_id, promise_id, modality_type, line_items, status, version_key, created_at,
                            checksum, destination, contact_first_name, contact_last_name, contact_phone,
                            sms_optin, instructions, delivery_type, service_fee_cents, buyer_date_of_birth,
                            modified_at, cart_id)
     SELECT $1, p.id, $3, $4::jsonb, 'DRAFT', 1, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16::date, $6,
            $17
       FROM promises p
      WHERE p.id = $2 AND p.shopper_id = $1 AND p.modality_type = $3 AND p.version_key = $5 AND p.expires_at > $6
     RETURNING id`,
    [
      request.shopperId,
      wanted.id,
      request.modalityType,
      JSON.stringify(request.lineItems),
      Number(wanted.versionKey),
      now,
      checksumOf(facts, state),
      JSON.stringify(
        await destinationOf(db, request.shopperId, request.modalityType, store, request.fulfillment.address),
      ),
      state.contact.firstName,
      state.contact.lastName,
      state.contact.phone,
      state.contact.smsOptin,
      state.instructions,
      state.deliveryType,
      facts.serviceFeeCents,
      state.buyerDateOfBirth,
      request.cartId ?? null,
    ],
  );
  const created = rows[0];
  if (created) return readCheckout(db, request.shopperId, created.id);
  return refuseCreation(db, request, now);
}

/** Why the insert matched no promise, read after it: a race lost to a change of the promise. */
async function refuseCreation(db: Queryable, request: CreateCheckout, now: Date): Promise<never> {
  const { rows: found } = await db.query<PromiseRow>(
    'SELECT modality_type, version_key, expires_at FROM promises WHERE id = $1 AND shopper_id = $2',
    [request.fulfillment.promise.id, request.shopperId],
  );
  throw promiseRefusal(found[0], request, now) ?? versionConflict();
}

const versionConflict = () =>
  new ApiError(
    409,
    'PROMISE_VERSION_CONFLICT',
    'This reservation was updated on another device. Refresh it and try again.',
  );

/** Why this promise cannot make the checkout asked for; null when it can. */
function promiseRefusal(
  promise: Pick<PromiseRow, 'modality_type' | 'version_key' | 'expires_at'> | undefined,
  request: CreateCheckout,
  now: Date,
): ApiError | null {
  if (!promise) return promiseGone();
  if (new Date(promise.expires_at).getTime() <= now.getTime()) {
    return new ApiError(410, 'PROMISE_EXPIRED', 'Your reservation has expired. Please select a new time.');
  }
  if (promise.modality_type !== request.modalityType) {
    return new ApiError(400, 'MODALITY_MISMATCH', 'The reservation is for another way of shopping.');
  }
  if (String(promise.version_key) !== request.fulfillment.promise.versionKey) return versionConflict();
  return null;
}
