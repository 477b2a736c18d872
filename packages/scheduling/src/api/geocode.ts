// The geocode for a map pin given as an address (scheduling spec §7 "a geocode is done for
// non-coordinate pins"): the reference API's geocoder. A host with its own maps vendor overrides
// it (`calls={{ scheduling: { geocodeAddress } }}`).
import type { ServiceAddress } from '@aisle/contracts';
import { schedulingPaths, type GeocodeResponse, type GeoPoint } from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

/**
 * Where the address is, as a point. Rejects with the service's error when it cannot be placed
 * (404 `ADDRESS_NOT_FOUND` from the reference API).
 */
export async function geocodeAddress(
  client: ServiceClient,
  address: ServiceAddress,
  options: SchedulingCallOptions = {},
): Promise<GeoPoint> {
  const { addressLines, cityTown, stateProvince, postalCode, countryCode } = address;
  const answer = await client.get<GeocodeResponse>(schedulingPaths.geocode, {
    service: options.service,
    query: { addressLines, cityTown, stateProvince, postalCode, countryCode },
  });
  return answer.data.location;
}
