// The static map and its geocoder (scheduling spec §2 "Static map with a pin", §7 "a geocode is
// done for non-coordinate pins", §9 "Map zoom 14"). The spec names neither call's path nor shape:
// these are ours, the reference API's.
import { z } from 'zod';

/** A point on the map, in degrees. */
export const geoPoint = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type GeoPoint = z.infer<typeof geoPoint>;

/**
 * How near the answer is to the address: the place itself (a store, or an address the service
 * knows), or the centre of its postal code.
 */
export const geocodePrecision = z.enum(['ADDRESS', 'POSTAL_CODE']);
export type GeocodePrecision = z.infer<typeof geocodePrecision>;

/**
 * The address to place, in the service shape's fields, as the query of `schedulingPaths.geocode`:
 * `addressLines` once per line (unit, then street: the last is the street).
 */
export interface GeocodeQuery {
  addressLines: readonly string[];
  cityTown: string;
  stateProvince: string;
  postalCode: string;
  countryCode?: string | undefined;
}

/** Where the address is. An address the service cannot place answers 404 `ADDRESS_NOT_FOUND`. */
export const geocodeResponse = z.object({
  data: z.object({ location: geoPoint, precision: geocodePrecision }),
});
export type GeocodeResponse = z.infer<typeof geocodeResponse>;

/** The code of the 404 for an address the geocoder cannot place. */
export const addressNotFoundCode = 'ADDRESS_NOT_FOUND';
