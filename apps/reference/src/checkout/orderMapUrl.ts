import type { CheckoutDestination } from '@aisle/contracts/checkout';
import { referenceMapUrl } from '../shopping/mapUrl';

/** The order-complete page's map: the reference API's drawn map of the store or the address, a street's zoom. */
export function orderMapUrl(destination: CheckoutDestination): string | undefined {
  const { latitude, longitude } = destination;
  return latitude === null || longitude === null ? undefined : referenceMapUrl({ lat: latitude, lng: longitude }, 15);
}
