// The storage boundary of the address model: a row of the addresses table in and out. The wire
// shapes are @aisle/contracts' (serviceMapping); nothing else here knows the column names.
import type { Address, CountryCode } from '@aisle/contracts';

/** A row of the addresses table. */
export interface AddressRow {
  id: string;
  line1: string;
  line2: string | null;
  city: string;
  county: string | null;
  state: string;
  postal_code: string;
  country: CountryCode;
  lat: number | null;
  lng: number | null;
  type: Address['type'];
  /** Kept equal to type = 'home' ("preferredAddress (true when type is home)", account spec §3). */
  preferred: boolean;
  label: string | null;
  notes: string | null;
  modified_at: Date;
}

export const addressColumns =
  'id, line1, line2, city, county, state, postal_code, country, lat, lng, type, preferred, label, notes, modified_at';

/** A stored address: it always has its id and the time of its last change. */
export type StoredAddress = Address & { id: string; lastModified: string };

export function fromAddressRow(row: AddressRow): StoredAddress {
  return {
    id: row.id,
    street: row.line1,
    ...(row.line2 ? { unit: row.line2 } : {}),
    locality: row.city,
    ...(row.county ? { county: row.county } : {}),
    region: row.state,
    postalCode: row.postal_code,
    countryCode: row.country,
    type: row.type,
    ...(row.lat === null || row.lng === null ? {} : { location: { lat: row.lat, lng: row.lng } }),
    ...(row.label ? { label: row.label } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    lastModified: new Date(row.modified_at).toISOString(),
  };
}

/** The columns an add or update writes, in the order line1 … country, type, preferred, label, notes. */
export const toRowValues = (address: Address) => [
  address.street,
  address.unit ?? null,
  address.locality,
  address.county ?? null,
  address.region,
  address.postalCode,
  address.countryCode,
];

export const rowBookkeeping = (address: Address) => [
  address.type,
  address.type === 'home',
  address.label ?? null,
  address.notes ?? null,
];
