import { countryFromState } from '@aisle/contracts';
import {
  addressNotFoundCode,
  schedulingPaths,
  type GeocodePrecision,
  type GeocodeResponse,
} from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import { knownPostalCodes } from '../addressValidation/knownPostalCodes';
import { normaliseAddressLine, normalisePostal, normaliseState } from '../addressValidation/normalise';
import type { LatLng } from '../addressValidation/regionCentroids';
import type { AppDeps } from '../appDeps';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { queryParams } from '../http/validation';
import { validationBody } from './addressValidation';

/**
 * The address as the query: the validator's rules for the service shape (`addressLines` once per
 * line, unit then street; one line arrives as text, not a list).
 */
export const geocodeQuery = z.preprocess(
  (query) =>
    typeof query === 'object' && query !== null && 'addressLines' in query && typeof query.addressLines === 'string'
      ? { ...query, addressLines: [query.addressLines] }
      : query,
  validationBody.shape.address,
);

/**
 * Where the demo shoppers' seeded addresses are, read off a map (the seed keeps only the point of
 * their postal code): a delivery map shows the house, not the middle of its ZIP code.
 * geocode.test.ts holds every seeded address to this table.
 */
const seededAddressPoints: Readonly<Record<string, LatLng>> = {
  '1014 Vine St|45202': { lat: 39.1084, lng: -84.5148 },
  '3420 Edwards Rd|45208': { lat: 39.1396, lng: -84.4426 },
  '7650 Montgomery Rd|45236': { lat: 39.1985, lng: -84.3775 },
  '290 Bremner Blvd|M5V 3L9': { lat: 43.6416, lng: -79.3863 },
  '2200 Westlake Ave|98121': { lat: 47.6183, lng: -122.3382 },
};

/** The street (the last line holding anything) and the 5-digit ZIP or Canadian code, as the tables key them. */
function placeKey(query: z.output<typeof geocodeQuery>): { street: string; postalCode: string } {
  const street = normaliseAddressLine(query.addressLines.filter((text) => text.trim()).at(-1) ?? '');
  const country = query.countryCode ?? countryFromState(normaliseState(query.stateProvince));
  const postalCode = normalisePostal(query.postalCode, country);
  return { street, postalCode: /^\d{5}/.test(postalCode) ? postalCode.slice(0, 5) : postalCode };
}

/** A seeded store at this street and postal code: its own point. */
async function storeAt(db: Queryable, street: string, postalCode: string): Promise<LatLng | undefined> {
  const { rows } = await db.query<{ line1: string; lat: number; lng: number }>(
    'SELECT line1, lat, lng FROM stores WHERE postal_code = $1 ORDER BY location_id',
    [postalCode],
  );
  const store = rows.find((row) => normaliseAddressLine(row.line1) === street);
  return store && { lat: store.lat, lng: store.lng };
}

/**
 * Where an address is, from the reference data only: a seeded store's point, then a demo shopper's
 * seeded address, then the centre of a postal code the seed knows; anything else cannot be placed.
 */
export async function geocode(db: Queryable, query: z.output<typeof geocodeQuery>): Promise<GeocodeResponse> {
  const { street, postalCode } = placeKey(query);
  const answer = (location: LatLng, precision: GeocodePrecision) => ({ data: { location, precision } });
  const store = await storeAt(db, street, postalCode);
  if (store) return answer(store, 'ADDRESS');
  const seeded = seededAddressPoints[`${street}|${postalCode}`];
  if (seeded) return answer(seeded, 'ADDRESS');
  const centre = knownPostalCodes[postalCode];
  if (centre) return answer(centre, 'POSTAL_CODE');
  throw new ApiError(404, addressNotFoundCode, 'We could not find that address on the map.');
}

/**
 * `GET /atlas/v1/geocode/v1/address`: no sign-in, like address validation. A place does not move,
 * so the browser may keep the answer a day; only the browser, as the query is someone's address.
 */
export function geocodeRoutes({ db }: AppDeps): Hono {
  return new Hono().get(schedulingPaths.geocode, queryParams(geocodeQuery), async (c) => {
    const body = await geocode(db, c.req.valid('query'));
    c.header('Cache-Control', 'private, max-age=86400');
    return c.json(body);
  });
}
