import { Hono } from 'hono';
import { z } from 'zod';
import { locate } from '../addressValidation/locate';
import type { LatLng } from '../addressValidation/regionCentroids';
import { stateOfZip } from '../addressValidation/zipPrefixes';
import type { AppDeps } from '../appDeps';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { decimal } from '../http/fields';
import { queryParams } from '../http/validation';
import { defaultStoreLimit, findStores, maxRadiusMiles, maxStoreLimit } from '../stores/findStores';
import type { StoreDetail } from '../stores/storeRecord';

export const storesQuery = z
  .object({
    postalCode: z.string({ error: 'postalCode must be given once' }).optional(),
    latitude: decimal('latitude').pipe(z.number().min(-90).max(90)).optional(),
    longitude: decimal('longitude').pipe(z.number().min(-180).max(180)).optional(),
    radiusInMiles: decimal('radiusInMiles')
      .pipe(z.number().positive().max(maxRadiusMiles, `radiusInMiles is at most ${maxRadiusMiles}`))
      .optional(),
    limit: decimal('limit')
      .pipe(
        z
          .number()
          .int('limit is a whole number')
          .min(1, 'limit is at least 1')
          .max(maxStoreLimit, `limit is at most ${maxStoreLimit}`),
      )
      .optional(),
    banner: z
      .string({ error: 'banner must be given once' })
      .regex(/^[a-z0-9-]{1,40}$/, 'banner is a banner id such as kroger')
      .optional(),
  })
  .refine(
    (query) => query.postalCode !== undefined || (query.latitude !== undefined && query.longitude !== undefined),
    {
      message: 'Send postalCode, or latitude and longitude',
      path: ['postalCode'],
    },
  );

export const noStores = () =>
  new ApiError(400, 'NO_STORES_FOUND', `No Stores were found within ${maxRadiusMiles} Miles of the entered location!`);

/** Where a 5-digit ZIP is; undefined for a prefix no state uses. */
function originOfZip(postalCode: string): LatLng | undefined {
  const state = stateOfZip(postalCode);
  return state ? locate(postalCode, state) : undefined;
}

/**
 * Where a searched ZIP code is: INVALID_POSTAL_CODE unless it is 5 digits (the scheduling spec's
 * rule), NO_STORES_FOUND for one no state uses.
 */
export function zipOrigin(postalCode: string): LatLng {
  if (!/^\d{5}$/.test(postalCode)) throw new ApiError(400, 'INVALID_POSTAL_CODE', 'Enter a 5-digit ZIP code.');
  const origin = originOfZip(postalCode);
  if (!origin) throw noStores();
  return origin;
}

/** The store search: stores near a ZIP code or a point, nearest first; NO_STORES_FOUND when none. */
export async function searchStores(
  db: Queryable,
  query: z.output<typeof storesQuery>,
  now: Date,
): Promise<{ data: { stores: StoreDetail[] } }> {
  let origin: LatLng | undefined;
  if (query.postalCode !== undefined) {
    origin = zipOrigin(query.postalCode);
  } else if (query.latitude !== undefined && query.longitude !== undefined) {
    origin = { lat: query.latitude, lng: query.longitude };
  }
  if (!origin) throw noStores();
  const search = {
    origin,
    radiusInMiles: query.radiusInMiles ?? maxRadiusMiles,
    banner: query.banner,
    limit: query.limit ?? defaultStoreLimit,
  };
  const stores = await findStores(db, search, now);
  if (stores.length === 0) throw noStores();
  return { data: { stores } };
}

/** `GET /atlas/v1/stores`. No sign-in needed. */
export function storeRoutes({ db, now }: AppDeps): Hono {
  return new Hono().get('/atlas/v1/stores', queryParams(storesQuery), async (c) =>
    c.json(await searchStores(db, c.req.valid('query'), now())),
  );
}
