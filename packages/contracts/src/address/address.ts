import type { CountryCode } from './regions';

/** 'home' is the mailing address; every other saved address is a 'delivery' address. */
export type AddressType = 'home' | 'delivery';

/** A point on the map, always as lat/lng once read. */
export interface AddressLocation {
  lat: number;
  lng: number;
}

/**
 * The address: the one shape every screen, rule and server of Aisle works with. Its names are the
 * scheduling spec's "UI shape" (street, unit, locality, region), which also cover Canadian
 * provinces; the services' own shapes are read and written only in `serviceMapping.ts`, the forms'
 * values only in `formValues.ts`.
 */
export interface Address {
  /** Absent until the address is saved; edit and delete require it. */
  id?: string;
  street: string;
  unit?: string;
  /** City or town. */
  locality: string;
  county?: string;
  /** The state or province code: 'OH', 'ON'. */
  region: string;
  postalCode: string;
  countryCode: CountryCode;
  /** 'home' is the mailing address (the form's 'Make this my mailing address'). */
  type: AddressType;
  location?: AddressLocation;
  label?: string;
  notes?: string;
  /** ISO timestamp of the last change, when the service sent one. */
  lastModified?: string;
}

/** Whether this is the shopper's mailing address. */
export const isMailingAddress = (address: Pick<Address, 'type'>) => address.type === 'home';

/**
 * The id an edit or removal names. An address without one was never saved, so changing it is a
 * caller's mistake, not a shopper's: it throws the spec's error rather than send a call that cannot
 * say which address it means (scheduling spec §5).
 */
export function requireAddressId(address: Pick<Address, 'id'>): string {
  const id = address.id?.trim();
  if (!id) throw new Error('address must have id');
  return id;
}
