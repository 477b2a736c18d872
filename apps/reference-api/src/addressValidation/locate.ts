import { knownPostalCodes } from './knownPostalCodes';
import { regionCentroids, type LatLng } from './regionCentroids';

// FNV-1a: tiny, stable across runs and machines, good enough to spread points apart.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The key of the exact table: the 5-digit ZIP of a ZIP+4, a Canadian code as stored. */
const tableKey = (postalCode: string) => (/^\d{5}/.test(postalCode) ? postalCode.slice(0, 5) : postalCode);

/**
 * Where a postal code is: the exact point for the known codes, otherwise the region's centre moved
 * by up to half a degree each way, hashed from the code — the same code always lands on the same
 * point. Undefined for a region nobody knows.
 */
export function locate(postalCode: string, regionCode: string): LatLng | undefined {
  const exact = knownPostalCodes[tableKey(postalCode)];
  if (exact) return exact;
  const centre = regionCentroids[regionCode];
  if (!centre) return undefined;
  const hash = fnv1a(tableKey(postalCode));
  const latShift = ((hash & 0xffff) / 0xffff - 0.5) * 1;
  const lngShift = ((hash >>> 16) / 0xffff - 0.5) * 1;
  return { lat: round(centre.lat + latShift), lng: round(centre.lng + lngShift) };
}
