import type { Checkout, CheckoutLineItem } from '@aisle/contracts/checkout';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';

interface CheckoutRow {
  id: string;
  modality_type: Checkout['modalityType'];
  line_items: CheckoutLineItem[];
  status: Checkout['status'];
  version_key: number;
  created_at: Date;
  promise_id: string;
  window_value: string;
  time_zone: string;
  expires_at: Date;
  location_id: string;
}

// Joined with its promise: the reserved time is the promise's, never copied, so an update of the
// promise is what the checkout shows.
const selectCheckout = `
  SELECT c.id, c.modality_type, c.line_items, c.status, c.version_key, c.created_at, c.promise_id,
         p.window_value, p.time_zone, p.expires_at, p.location_id
    FROM checkouts c JOIN promises p ON p.id = c.promise_id`;

function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    versionKey: String(row.version_key),
    status: row.status,
    modalityType: row.modality_type,
    lineItems: row.line_items,
    fulfillment: {
      promise: {
        id: row.promise_id,
        window: { value: row.window_value, timezone: row.time_zone },
        expiration: new Date(row.expires_at).toISOString(),
      },
      locationId: row.location_id,
    },
    createdDate: new Date(row.created_at).toISOString(),
  };
}

const checkoutNotFound = () => new ApiError(404, 'CHECKOUT_NOT_FOUND', 'We could not find that order.');

export interface CreateCheckout {
  shopperId: string;
  modalityType: Checkout['modalityType'];
  lineItems: readonly CheckoutLineItem[];
  promiseId: string;
  promiseVersionKey: string;
}

/**
 * A draft checkout for a promise the shopper holds, of the same way of shopping, still held and at
 * the version they read. The checks and the insert are one statement, so a promise that expires or
 * changes meanwhile cannot slip through; why it failed is read after.
 */
export async function createCheckout(db: Queryable, request: CreateCheckout, now: Date): Promise<Checkout> {
  const promiseGone = new ApiError(404, 'PROMISE_NOT_FOUND', 'We could not find that reservation.');
  if (!isUuid(request.promiseId) || !/^\d{1,9}$/.test(request.promiseVersionKey)) throw promiseGone;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO checkouts (shopper_id, promise_id, modality_type, line_items, status, version_key, created_at)
     SELECT $1, p.id, $3, $4::jsonb, 'DRAFT', 1, $6
       FROM promises p
      WHERE p.id = $2 AND p.shopper_id = $1 AND p.modality_type = $3 AND p.version_key = $5 AND p.expires_at > $6
     RETURNING id`,
    [
      request.shopperId,
      request.promiseId,
      request.modalityType,
      JSON.stringify(request.lineItems),
      Number(request.promiseVersionKey),
      now,
    ],
  );
  const created = rows[0];
  if (created) return readCheckout(db, request.shopperId, created.id);
  const { rows: found } = await db.query<{ modality_type: string; version_key: number; expires_at: Date }>(
    'SELECT modality_type, version_key, expires_at FROM promises WHERE id = $1 AND shopper_id = $2',
    [request.promiseId, request.shopperId],
  );
  const promise = found[0];
  if (!promise) throw promiseGone;
  if (new Date(promise.expires_at).getTime() <= now.getTime()) {
    throw new ApiError(410, 'PROMISE_EXPIRED', 'Your reservation has expired. Please select a new time.');
  }
  if (promise.modality_type !== request.modalityType) {
    throw new ApiError(400, 'MODALITY_MISMATCH', 'The reservation is for another way of shopping.');
  }
  throw new ApiError(
    409,
    'PROMISE_VERSION_CONFLICT',
    'This reservation was updated on another device. Refresh it and try again.',
  );
}

/** The shopper's checkout; another shopper's reads as not found. */
export async function readCheckout(db: Queryable, shopperId: string, id: string): Promise<Checkout> {
  if (!isUuid(id)) throw checkoutNotFound();
  const { rows } = await db.query<CheckoutRow>(`${selectCheckout} WHERE c.id = $1 AND c.shopper_id = $2`, [
    id,
    shopperId,
  ]);
  const row = rows[0];
  if (!row) throw checkoutNotFound();
  return toCheckout(row);
}
