'use client';

import type { ServiceAddress } from '@aisle/contracts';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from '../../hooks/useSchedulingCalls';

/** A point on the map, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Where a map's pin goes: a point, or an address, with or without its `location`. */
export type MapPin = MapPoint | ServiceAddress;

export type MapPointState =
  | { status: 'located'; point: MapPoint }
  | { status: 'locating'; point?: undefined }
  | { status: 'failed'; point?: undefined };

/**
 * The point of a pin that carries one: a point itself, or an address with its `location` (as
 * `lat`/`lng` or `latitude`/`longitude`). Undefined for an address that has to be geocoded.
 */
export function pointOfPin(pin: MapPin): MapPoint | undefined {
  if ('lat' in pin) return { lat: pin.lat, lng: pin.lng };
  const { location } = pin;
  if (!location) return undefined;
  return 'lat' in location
    ? { lat: location.lat, lng: location.lng }
    : { lat: location.latitude, lng: location.longitude };
}

/** A failed geocode is a placeholder, not something to ask again: only the next page asks again. */
const oncePerPage = { ...loadOnce, shouldRetryOnError: false } as const;

/**
 * The pin's point: at once for a point or an address with its location; otherwise the address
 * geocoded (§7 "a geocode is done for non-coordinate pins", the provider's `geocodeAddress`),
 * once per address a page, shared by every map of it. Nothing is asked while `wanted` is false.
 */
export function useMapPoint(pin: MapPin | undefined, wanted = true): MapPointState {
  const client = useServiceClient();
  const { geocodeAddress } = useSchedulingCalls();
  const known = pin && pointOfPin(pin);
  const address = pin && !known ? (pin as ServiceAddress) : undefined;
  const key =
    wanted && address
      ? ([
          'scheduling/geocode',
          address.addressLines.join('\n'),
          address.cityTown,
          address.stateProvince,
          address.postalCode,
          address.countryCode ?? '',
        ] as const)
      : null;
  const { data, error } = useServiceSWR<MapPoint>(
    key,
    address ? () => geocodeAddress(client, address) : null,
    oncePerPage,
  );
  if (known) return { status: 'located', point: known };
  if (data) return { status: 'located', point: data };
  return !pin || error ? { status: 'failed' } : { status: 'locating' };
}
