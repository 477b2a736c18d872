import type { Modality } from '@aisle/contracts';
import type { PromiseV4, QuoteItem, QuoteItems } from '@aisle/contracts/scheduling';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';
import { findStore } from '../stores/preferredStore';
import { itemsFor, quoteTimeSlots } from './quotes';

/** How long a reserved time is held (the reference service's choice: the spec shows none). */
export const holdMinutes = 30;

interface PromiseRow {
  id: string;
  modality_type: Modality;
  location_id: string;
  quote_id: string;
  option_id: string;
  vendor_id: string;
  window_value: string;
  time_zone: string;
  items: QuoteItems;
  version_key: number;
  expires_at: Date;
}

export const timeslotUnavailable = () =>
  new ApiError(
    409,
    'TIMESLOT_UNAVAILABLE',
    'The time you selected for your order is no longer available. Please select a new time.',
  );
const promiseNotFound = () => new ApiError(404, 'PROMISE_NOT_FOUND', 'We could not find that reservation.');

function toPromise(row: PromiseRow): PromiseV4 {
  return {
    id: row.id,
    modalityType: row.modality_type,
    versionKey: String(row.version_key),
    modalityGuid: `${row.modality_type}-${row.location_id}`,
    expiration: { value: new Date(row.expires_at).toISOString() },
    selections: [
      {
        vendor: { id: row.vendor_id },
        window: { value: row.window_value, timezone: row.time_zone },
        items: row.items,
      },
    ],
  };
}

export interface CreatePromise {
  shopperId: string;
  modalityType: Modality;
  locationId: string;
  selectionId: string;
  items: readonly QuoteItem[];
}

/**
 * Reserves the chosen time, if the store still quotes it now (its selected id names the quote and
 * the option); TIMESLOT_UNAVAILABLE otherwise. Held for `holdMinutes`.
 */
export async function createPromise(db: Queryable, request: CreatePromise, now: Date): Promise<PromiseV4> {
  const store = await findStore(db, request.locationId);
  const [quoteId, optionId] = request.selectionId.split(':');
  const quoted = quoteTimeSlots(store, request.modalityType, request.items, now);
  const time = quoted.days
    .flatMap((day) => day.times)
    .find((option) => option.quoteId === quoteId && option.optionId === optionId);
  if (!time) throw timeslotUnavailable();
  const expiresAt = new Date(now.getTime() + holdMinutes * 60 * 1000);
  const { rows } = await db.query<PromiseRow>(
    `INSERT INTO promises (shopper_id, modality_type, location_id, quote_id, option_id, vendor_id, window_value,
                           time_zone, items, version_key, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, 1, $10, $11)
     RETURNING *`,
    [
      request.shopperId,
      request.modalityType,
      store.location_id,
      time.quoteId,
      time.optionId,
      time.vendorId,
      time.window.value,
      time.window.timezone,
      JSON.stringify(quoted.items[time.quoteId]),
      now,
      expiresAt,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return toPromise(row);
}

export interface UpdatePromise {
  shopperId: string;
  id: string;
  versionKey: string;
  items: readonly QuoteItem[];
}

/**
 * Changes a promise's items, if the caller read its current version and it is still held. The
 * version check and the change are one statement: two tabs updating at once cannot both win.
 * Why it failed is read after: PROMISE_NOT_FOUND, PROMISE_EXPIRED or PROMISE_VERSION_CONFLICT.
 */
export async function updatePromise(db: Queryable, request: UpdatePromise, now: Date): Promise<PromiseV4> {
  if (!isUuid(request.id) || !/^\d{1,9}$/.test(request.versionKey)) throw promiseNotFound();
  const { rows: found } = await db.query<PromiseRow>('SELECT * FROM promises WHERE id = $1 AND shopper_id = $2', [
    request.id,
    request.shopperId,
  ]);
  const current = found[0];
  if (!current) throw promiseNotFound();
  const store = await findStore(db, current.location_id);
  const { rows } = await db.query<PromiseRow>(
    `UPDATE promises SET items = $4::jsonb, version_key = version_key + 1
      WHERE id = $1 AND shopper_id = $2 AND version_key = $3 AND expires_at > $5
      RETURNING *`,
    [request.id, request.shopperId, Number(request.versionKey), JSON.stringify(itemsFor(store, request.items)), now],
  );
  const updated = rows[0];
  if (updated) return toPromise(updated);
  const { rows: after } = await db.query<PromiseRow>('SELECT * FROM promises WHERE id = $1', [request.id]);
  const latest = after[0];
  if (!latest) throw promiseNotFound();
  if (new Date(latest.expires_at).getTime() <= now.getTime()) {
    throw new ApiError(410, 'PROMISE_EXPIRED', 'Your reservation has expired. Please select a new time.');
  }
  throw new ApiError(
    409,
    'PROMISE_VERSION_CONFLICT',
    'This reservation was updated on another device. Refresh it and try again.',
  );
}
