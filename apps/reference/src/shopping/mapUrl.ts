// The scheduling step's map (`SchedulingPage`'s `mapUrl`): the reference API's drawn street map,
// from the storefront's own origin (the page's `img-src 'self'`), so no maps vendor, key or script.
import { schedulingPaths, staticMapLimits, type GeoPoint } from '@aisle/contracts/scheduling';

/**
 * The size asked for: about the size the page shows the map at (16rem × 8rem beside the line, a
 * strip across a phone), so the map reads at the zoom asked for. An SVG, it stays sharp at any scale.
 */
export const referenceMapSize = { width: 320, height: 160 } as const;

/** Six decimals (a tenth of a metre), written plainly: the API takes no exponent. */
const degrees = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** The reference API's static map of `point` at `zoom` (a whole level within the API's bounds). */
export function referenceMapUrl(point: GeoPoint, zoom: number): string {
  const level = Math.min(staticMapLimits.maxZoom, Math.max(staticMapLimits.minZoom, Math.round(zoom)));
  const query = new URLSearchParams({
    lat: degrees(point.lat),
    lng: degrees(point.lng),
    zoom: String(level),
    width: String(referenceMapSize.width),
    height: String(referenceMapSize.height),
  });
  return `${schedulingPaths.staticMap}?${query}`;
}
