import type { LatLng } from '../addressValidation/regionCentroids';

const earthRadiusMiles = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, rounded to 2 decimals as the store cards show it. */
export function distanceInMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  const miles = 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(miles * 100) / 100;
}
