import type { LatLng } from '../addressValidation/regionCentroids';
import type { Queryable } from '../db/Database';
import { boundingBox } from './boundingBox';
import { distanceInMiles } from './distance';
import { toStoreDetail, type StoreDetail, type StoreRow } from './storeRecord';

/** The spec's search radius, and the most a caller may ask for. */
export const maxRadiusMiles = 500;

/** How many stores a search answers unless it asks for fewer: the nearest ones. */
export const defaultStoreLimit = 50;
/** The most stores one search answers. */
export const maxStoreLimit = 200;

export interface StoreSearch {
  origin: LatLng;
  radiusInMiles: number;
  banner?: string | undefined;
  limit: number;
}

/**
 * The stores within the radius, nearest first (ties by location id, so the order is stable), at
 * most `limit` of them. The database hands over only the stores inside the bounding box (index
 * `stores_lat_lng`); the exact distance filters and orders those.
 */
export async function findStores(db: Queryable, search: StoreSearch, now: Date): Promise<StoreDetail[]> {
  const box = boundingBox(search.origin, search.radiusInMiles);
  const { rows } = await db.query<StoreRow>(
    `SELECT * FROM stores
      WHERE lat BETWEEN $1 AND $2
        AND ($3::float8 IS NULL OR lng BETWEEN $3::float8 AND $4::float8)
        AND ($5::text IS NULL OR banner = $5::text)`,
    [box.minLat, box.maxLat, box.minLng, box.maxLng, search.banner ?? null],
  );
  return rows
    .map((row) => ({ row, distance: distanceInMiles(search.origin, { lat: row.lat, lng: row.lng }) }))
    .filter(({ distance }) => distance <= search.radiusInMiles)
    .sort((a, b) => a.distance - b.distance || a.row.location_id.localeCompare(b.row.location_id))
    .slice(0, search.limit)
    .map(({ row, distance }) => toStoreDetail(row, distance, now));
}
