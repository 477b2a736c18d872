import type { CountryCode, ServiceAddress as ContractServiceAddress } from '@aisle/core/address';

export type AddressType = 'home' | 'delivery';

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
  type: AddressType;
  preferred: boolean;
  label: string | null;
  notes: string | null;
  modified_at: Date;
}

export const addressColumns =
  'id, line1, line2, city, county, state, postal_code, country, lat, lng, type, preferred, label, notes, modified_at';

/**
 * The contract's service-shape address (addressLines ordered unit then street, the street last),
 * as this server always answers it: with its country, without its location.
 */
export type ServiceAddress = Omit<ContractServiceAddress, 'countryCode' | 'location'> & { countryCode: CountryCode };

/** One entry of the customer-profile address list (the specs' "server shape"). */
export interface AddressRecord {
  id: string;
  address: ServiceAddress;
  location?: { lat: number; lng: number };
  type: AddressType;
  preferredAddress: boolean;
  label?: string;
  notes?: string;
  modified: { value: string };
}

export function toServiceAddress(row: AddressRow): ServiceAddress {
  return {
    addressLines: row.line2 ? [row.line2, row.line1] : [row.line1],
    cityTown: row.city,
    ...(row.county ? { county: row.county } : {}),
    stateProvince: row.state,
    postalCode: row.postal_code,
    countryCode: row.country,
  };
}

export const toLocation = (row: Pick<AddressRow, 'lat' | 'lng'>) =>
  row.lat === null || row.lng === null ? undefined : { lat: row.lat, lng: row.lng };

export function toAddressRecord(row: AddressRow): AddressRecord {
  const location = toLocation(row);
  return {
    id: row.id,
    address: toServiceAddress(row),
    ...(location ? { location } : {}),
    type: row.type,
    preferredAddress: row.preferred,
    ...(row.label ? { label: row.label } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    modified: { value: new Date(row.modified_at).toISOString() },
  };
}
