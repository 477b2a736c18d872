import type { LatLng } from '../addressValidation/regionCentroids';
import type { Queryable } from '../db/Database';
import { distanceInMiles } from './distance';
import { toStoreDetail, type StoreDetail, type StoreRow } from './storeRecord';

/** The spec's search radius, and the most a caller may ask for. */
export const maxRadiusMiles = 500;

export interface StoreSearch {
  origin: LatLng;
  radiusInMiles: number;
  banner?: string | undefined;
}

/** The stores within the radius, nearest first (ties by location id, so the order is stable). */
export async function findStores(db: Queryable, search: StoreSearch, now: Date): Promise<StoreDetail[]> {
  const { rows } = await db.query<StoreRow>('SELECT * FROM stores WHERE ($1::text IS NULL OR banner = $1::text)', [
    search.banner ?? null,
  ]);
  return rows
    .map((row) => ({ row, distance: distanceInMiles(search.origin, { lat: row.lat, lng: row.lng }) }))
    .filter(({ distance }) => distance <= search.radiusInMiles)
    .sort((a, b) => a.distance - b.distance || a.row.location_id.localeCompare(b.row.location_id))
    .map(({ row, distance }) => toStoreDetail(row, distance, now));
}
