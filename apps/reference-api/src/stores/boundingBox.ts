import type { LatLng } from '../addressValidation/regionCentroids';

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** Null when the box spans every longitude (near a pole, or across the 180th meridian). */
  minLng: number | null;
  maxLng: number | null;
}

/** Miles in one degree of latitude; slightly less than the true figure, so the box errs on the large side. */
const milesPerDegree = 69;

/**
 * A latitude/longitude box that holds every point within `miles` of `origin` (and some beyond it):
 * the cheap, indexed first cut of a store search; the exact distance decides afterwards.
 */
export function boundingBox(origin: LatLng, miles: number): BoundingBox {
  const dLat = miles / milesPerDegree;
  const minLat = Math.max(-90, origin.lat - dLat);
  const maxLat = Math.min(90, origin.lat + dLat);
  // A degree of longitude shrinks with the cosine of the latitude; take the box's widest parallel.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cosine = Math.cos((widest * Math.PI) / 180);
  const dLng = cosine > 0 ? miles / (milesPerDegree * cosine) : Infinity;
  if (origin.lng - dLng < -180 || origin.lng + dLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng: origin.lng - dLng, maxLng: origin.lng + dLng };
}
