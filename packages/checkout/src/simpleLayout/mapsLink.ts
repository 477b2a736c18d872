import type { CheckoutDestination } from '@aisle/contracts/checkout';

/** Where the maps link leads: the order's pickup store or delivery address, by its coordinates. */
export type MapsDestination = Pick<CheckoutDestination, 'latitude' | 'longitude'>;

const isCoordinate = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Six places is about 10 cm; the round trip through `Number` never writes an exponent ('1e-7'). */
const written = (value: number) => String(Number(value.toFixed(6)));

/**
 * Directions to the destination (§2): Apple Maps on an Apple device, Google Maps elsewhere. None
 * without both coordinates, or with one off the globe.
 */
export function mapsLink(destination: MapsDestination, isApple: boolean): string | undefined {
  const { latitude, longitude } = destination;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return undefined;
  const place = `${written(latitude)},${written(longitude)}`;
  return isApple
    ? `https://maps.apple.com/?daddr=${place}`
    : `https://www.google.com/maps/dir/?api=1&destination=${place}`;
}

const appleUserAgent = /\b(?:iPhone|iPad|iPod|Macintosh)\b/;
const applePlatform = /^(?:Mac|iPhone|iPad|iPod)/;

/**
 * Whether the browser runs on an iPhone, iPad, iPod or Mac, by its user agent or its platform. An
 * iPad since iPadOS 13 asks for desktop sites as a Mac ('Macintosh', 'MacIntel'), and counts too.
 */
export function isAppleDevice(userAgent: string, platform = ''): boolean {
  return appleUserAgent.test(userAgent) || applePlatform.test(platform);
}
