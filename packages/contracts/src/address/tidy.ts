import type { Address, AddressLocation } from './address';
import { normaliseLocation, type LocationInput } from './location';
import { normalisePostalCode } from './postalCode';
import { regionFromCodeOrName, resolveCountry } from './regions';

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Drops a key whose value is blank, so optional fields are absent rather than ''. */
const optional = <K extends string>(key: K, value: string | null | undefined) =>
  text(value) ? ({ [key]: text(value) } as Record<K, string>) : {};

/** The code of a state or province given as a code or a full name ('Ohio' → 'OH'); unknown values upper-cased. */
export function readStateCode(value: string | null | undefined): string {
  return regionFromCodeOrName(value)?.code ?? text(value).toUpperCase();
}

/** Any case of 'home' is the mailing address; everything else, including nothing, is 'delivery'. */
export function readAddressType(value: string | null | undefined): Address['type'] {
  return text(value).toLowerCase() === 'home' ? 'home' : 'delivery';
}

/** An address as read from outside, before tidying: any country text, either location spelling, blanks. */
export type UntidyAddress = {
  [K in keyof Omit<Address, 'countryCode' | 'location' | 'type'>]?: string | null | undefined;
} & { countryCode?: string | null | undefined; location?: LocationInput | null | undefined; type?: string | null };

/**
 * Makes an address out of loosely read fields: strings trimmed, empty optional fields absent, the
 * region read as a code, the country derived when missing, the postal code normalised, the
 * location read from either spelling and the type from any case.
 */
export function tidyAddress(fields: UntidyAddress): Address {
  const region = readStateCode(fields.region);
  const countryCode = resolveCountry(fields.countryCode, region);
  const location: AddressLocation | undefined = normaliseLocation(fields.location);
  return {
    ...optional('id', fields.id),
    street: text(fields.street),
    ...optional('unit', fields.unit),
    locality: text(fields.locality),
    ...optional('county', fields.county),
    region,
    postalCode: normalisePostalCode(text(fields.postalCode), countryCode),
    countryCode,
    type: readAddressType(fields.type),
    ...(location ? { location } : {}),
    ...optional('label', fields.label),
    ...optional('notes', fields.notes),
    ...optional('lastModified', fields.lastModified),
  };
}
