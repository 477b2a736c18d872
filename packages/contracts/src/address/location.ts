import type { AddressLocation } from './address';

/** A location as the services send it: lat/lng (validation, account) or latitude/longitude (address book). */
export type LocationInput = { lat: number; lng: number } | { latitude: number; longitude: number };

const coordinate = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/**
 * Reads a location sent as { lat, lng } or { latitude, longitude } (numbers or numeric strings) into
 * { lat, lng }; undefined when either coordinate is missing, not a number, or out of range.
 */
export function normaliseLocation(input: LocationInput | null | undefined): AddressLocation | undefined {
  if (input === null || typeof input !== 'object') return undefined;
  const fields = input as Partial<Record<'lat' | 'lng' | 'latitude' | 'longitude', unknown>>;
  const lat = coordinate(fields.lat ?? fields.latitude);
  const lng = coordinate(fields.lng ?? fields.longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}
