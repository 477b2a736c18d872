import { findHomeAddress } from '../addresses/addressBook';
import { fromAddressRow } from '../addresses/addressRow';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { distanceInMiles } from './distance';
import { toStoreDetail, type StoreDetail, type StoreRow } from './storeRecord';

export const storeNotFound = () => new ApiError(404, 'STORE_NOT_FOUND', 'We could not find that store.');

/** A store by its 8-character location id; STORE_NOT_FOUND when there is none. */
export async function findStore(db: Queryable, locationId: string): Promise<StoreRow> {
  const { rows } = await db.query<StoreRow>('SELECT * FROM stores WHERE location_id = $1', [locationId]);
  const store = rows[0];
  if (!store) throw storeNotFound();
  return store;
}

/** The store card, its distance measured from the shopper's home address (0 without one). */
async function toCard(db: Queryable, shopperId: string, store: StoreRow, now: Date): Promise<StoreDetail> {
  const home = await findHomeAddress(db, shopperId);
  const from = home && fromAddressRow(home).location;
  const distance = from ? distanceInMiles(from, { lat: store.lat, lng: store.lng }) : 0;
  return toStoreDetail(store, distance, now);
}

/** The shopper's preferred store on a banner (its banner details), or null. */
export async function getPreferredStore(
  db: Queryable,
  shopperId: string,
  banner: string,
  now: Date,
): Promise<StoreDetail | null> {
  const { rows } = await db.query<StoreRow>(
    `SELECT s.* FROM banner_details b
       JOIN stores s ON s.location_id = b.preferred_store_division_number || b.preferred_store_number
      WHERE b.shopper_id = $1 AND b.banner = $2`,
    [shopperId, banner],
  );
  const store = rows[0];
  return store ? toCard(db, shopperId, store, now) : null;
}

/**
 * Makes a store the shopper's preferred one on a banner, in the banner details the profile shows.
 * The store must be one of that banner's: 400 CONSTRAINT_VIOLATION_EXCEPTION otherwise.
 */
export async function setPreferredStore(
  tx: Queryable,
  shopperId: string,
  banner: string,
  locationId: string,
  now: Date,
): Promise<StoreDetail> {
  const store = await findStore(tx, locationId);
  if (store.banner !== banner) {
    throw new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid locationId.', [
      { field: 'locationId', message: `Store ${locationId} is a ${store.banner} store, not a ${banner} one` },
    ]);
  }
  await tx.query(
    `INSERT INTO banner_details (shopper_id, banner, preferred_store_division_number, preferred_store_number)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (shopper_id, banner) DO UPDATE
       SET preferred_store_division_number = $3, preferred_store_number = $4`,
    [shopperId, banner, locationId.slice(0, 3), locationId.slice(3)],
  );
  return toCard(tx, shopperId, store, now);
}
