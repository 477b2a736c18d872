import type {
  Checkout,
  CheckoutContact,
  CheckoutCost,
  CheckoutDestination,
  CheckoutLineItem,
  CheckoutPaymentType,
  DeliveryType,
} from '@aisle/contracts/checkout';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';

/** A flash sale's line of the order, as stored. */
export interface FlashSaleLine {
  gtin13: string;
  quantity: number;
  couponId: string;
  sourceStoreId: string;
}

/** A card the shopper chose for a draft; a bank card's amount is worked out from the total. */
export interface ChosenPayment {
  cardId: string;
  paymentType: CheckoutPaymentType;
  amountCents: number;
}

/** What the shopper's calls change: every write sets all of it at once (checkoutWrite.ts). */
export interface CheckoutState {
  status: Checkout['status'];
  lineItems: CheckoutLineItem[];
  flashSaleItems: FlashSaleLine[];
  contact: CheckoutContact;
  instructions: string;
  deliveryType: DeliveryType;
  gratuityCents: number;
  promoCodes: string[];
  payments: ChosenPayment[];
  /** YYYY-MM-DD. */
  buyerDateOfBirth: string | null;
  placedAt: Date | null;
  originalSummary: { cost: CheckoutCost } | null;
  activationKey: string | null;
}

/** A checkout with what it was made from: its promise, its store, its shopper. */
export interface CheckoutRecord {
  id: string;
  shopperId: string;
  email: string;
  modalityType: Checkout['modalityType'];
  /** The cart the order was made from, when the create call named one. */
  cartId: string | null;
  versionKey: number;
  checksum: string;
  createdAt: Date;
  promiseId: string;
  window: { value: string; timezone: string };
  expiresAt: Date;
  locationId: string;
  vendorId: string;
  storeState: string;
  serviceFeeCents: number;
  destination: CheckoutDestination;
  /** The store has started on the order. */
  preparing: boolean;
  state: CheckoutState;
}

interface CheckoutRow {
  id: string;
  shopper_id: string;
  email: string;
  modality_type: Checkout['modalityType'];
  cart_id: string | null;
  line_items: CheckoutLineItem[];
  status: Checkout['status'];
  version_key: number;
  checksum: string;
  created_at: Date;
  promise_id: string;
  window_value: string;
  time_zone: string;
  expires_at: Date;
  location_id: string;
  vendor_id: string;
  destination: CheckoutDestination | null;
  contact_first_name: string;
  contact_last_name: string;
  contact_phone: string;
  sms_optin: boolean;
  instructions: string;
  delivery_type: DeliveryType;
  service_fee_cents: number;
  gratuity_cents: number;
  promo_codes: string[];
  flash_sale_items: FlashSaleLine[];
  payments: ChosenPayment[];
  buyer_date_of_birth: string | null;
  placed_at: Date | null;
  preparing: boolean;
  original_summary: { cost: CheckoutCost } | null;
  activation_key: string | null;
  store_name: string;
  store_line1: string;
  store_city: string;
  store_state: string;
  store_postal_code: string;
  store_lat: number;
  store_lng: number;
}

// Joined with its promise: the reserved time is the promise's, never copied, so an update of the
// promise is what the checkout shows.
const selectCheckouts = `
  SELECT c.id, c.shopper_id, sh.email, c.modality_type, c.cart_id, c.line_items, c.status, c.version_key, c.checksum,
         c.created_at, c.promise_id, p.window_value, p.time_zone, p.expires_at, p.location_id, p.vendor_id,
         c.destination, c.contact_first_name, c.contact_last_name, c.contact_phone, c.sms_optin, c.instructions,
         c.delivery_type, c.service_fee_cents, c.gratuity_cents, c.promo_codes, c.flash_sale_items, c.payments,
         to_char(c.buyer_date_of_birth, 'YYYY-MM-DD') AS buyer_date_of_birth, c.placed_at, c.preparing,
         c.original_summary, c.activation_key, s.vanity_name AS store_name, s.line1 AS store_line1,
         s.city AS store_city, s.state AS store_state, s.postal_code AS store_postal_code, s.lat AS store_lat,
         s.lng AS store_lng
    FROM checkouts c
    JOIN promises p ON p.id = c.promise_id
    JOIN stores s ON s.location_id = p.location_id
    JOIN shoppers sh ON sh.id = c.shopper_id`;

export const checkoutNotFound = () => new ApiError(404, 'CHECKOUT_NOT_FOUND', 'We could not find that order.');

/** Where a pickup order is collected, and where a delivery goes when the shopper has no address. */
function storeDestination(row: CheckoutRow): CheckoutDestination {
  return {
    name: row.store_name,
    addressLine1: row.store_line1,
    city: row.store_city,
    state: row.store_state,
    zipCode: row.store_postal_code,
    latitude: row.store_lat,
    longitude: row.store_lng,
  };
}

function toRecord(row: CheckoutRow): CheckoutRecord {
  return {
    id: row.id,
    shopperId: row.shopper_id,
    email: row.email,
    modalityType: row.modality_type,
    cartId: row.cart_id,
    versionKey: row.version_key,
    checksum: row.checksum,
    createdAt: new Date(row.created_at),
    promiseId: row.promise_id,
    window: { value: row.window_value, timezone: row.time_zone },
    expiresAt: new Date(row.expires_at),
    locationId: row.location_id,
    vendorId: row.vendor_id,
    storeState: row.store_state,
    serviceFeeCents: row.service_fee_cents,
    destination: row.destination ?? storeDestination(row),
    preparing: row.preparing,
    state: {
      status: row.status,
      lineItems: row.line_items,
      flashSaleItems: row.flash_sale_items,
      contact: {
        firstName: row.contact_first_name,
        lastName: row.contact_last_name,
        phone: row.contact_phone,
        smsOptin: row.sms_optin,
      },
      instructions: row.instructions,
      deliveryType: row.delivery_type,
      gratuityCents: row.gratuity_cents,
      promoCodes: row.promo_codes,
      payments: row.payments,
      buyerDateOfBirth: row.buyer_date_of_birth,
      placedAt: row.placed_at === null ? null : new Date(row.placed_at),
      originalSummary: row.original_summary,
      activationKey: row.activation_key,
    },
  };
}

/** The shopper's checkout; another shopper's reads as not found. */
export async function loadCheckout(db: Queryable, shopperId: string, id: string): Promise<CheckoutRecord> {
  if (!isUuid(id)) throw checkoutNotFound();
  const { rows } = await db.query<CheckoutRow>(`${selectCheckouts} WHERE c.id = $1 AND c.shopper_id = $2`, [
    id,
    shopperId,
  ]);
  const row = rows[0];
  if (!row) throw checkoutNotFound();
  return toRecord(row);
}

/** The shopper's placed orders (cancelled ones too), newest first. */
export async function loadPlacedCheckouts(db: Queryable, shopperId: string): Promise<CheckoutRecord[]> {
  const { rows } = await db.query<CheckoutRow>(
    `${selectCheckouts} WHERE c.shopper_id = $1 AND c.placed_at IS NOT NULL ORDER BY c.placed_at DESC, c.id`,
    [shopperId],
  );
  return rows.map(toRecord);
}
