import type { CountryCode } from '@aisle/contracts';
import type { ServiceAddress } from '@aisle/contracts';
import { openStatus } from './openingHours';

export interface StoreRow {
  location_id: string;
  banner: string;
  vanity_name: string;
  line1: string;
  city: string;
  county: string | null;
  state: string;
  postal_code: string;
  country: CountryCode;
  lat: number;
  lng: number;
  time_zone: string;
  opens_at: number | null;
  closes_at: number | null;
  is_locker_location: boolean;
  community_rewards_participates: boolean;
}

/** A store card's data (scheduling spec §3, "Store detail"). */
export interface StoreDetail {
  locationId: string;
  divisionNumber: string;
  storeNumber: string;
  vanityName: string;
  banner: string;
  address: ServiceAddress;
  location: { lat: number; lng: number };
  distance: number;
  isOpen: boolean;
  openText: string;
  departmentFlags: { isLockerLocation: boolean };
}

export function toStoreDetail(row: StoreRow, distance: number, now: Date): StoreDetail {
  const status = openStatus({ opensAt: row.opens_at, closesAt: row.closes_at, timeZone: row.time_zone }, now);
  return {
    locationId: row.location_id,
    // "A store id of 8 characters splits into divisionNumber (first 3) and storeNumber (the rest)."
    divisionNumber: row.location_id.slice(0, 3),
    storeNumber: row.location_id.slice(3),
    vanityName: row.vanity_name,
    banner: row.banner,
    address: {
      addressLines: [row.line1],
      cityTown: row.city,
      ...(row.county ? { county: row.county } : {}),
      stateProvince: row.state,
      postalCode: row.postal_code,
      countryCode: row.country,
    },
    location: { lat: row.lat, lng: row.lng },
    distance,
    ...status,
    departmentFlags: { isLockerLocation: row.is_locker_location },
  };
}
