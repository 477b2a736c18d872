import { readClock, type Clock } from '../format/clock';
import { readAddressLines, toAddressLines } from './addressLines';
import { normaliseLocation } from './location';
import { normalisePostalCode } from './postalCode';
import { regionFromCodeOrName, resolveCountry } from './regions';
import type {
  Address,
  AddressFormValues,
  AddressType,
  AddressUi,
  BillingAddressRecord,
  LocationInput,
  ProfileAddressPayload,
  ServiceAddress,
  ServiceAddressRecord,
} from './types';

/** The two client shapes every outgoing mapping accepts. */
export type AddressLike = Address | AddressUi;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Drops a key whose value is empty, so optional fields are absent rather than ''. */
const optional = <K extends string>(key: K, value: string | null | undefined) =>
  text(value) ? ({ [key]: text(value) } as Record<K, string>) : {};

/** Any case of 'home' is the mailing address; everything else, including nothing, is 'delivery'. */
export function readAddressType(value: string | null | undefined): AddressType {
  return text(value).toLowerCase() === 'home' ? 'home' : 'delivery';
}

/** The code of a state or province given as a code or a full name ('Ohio' → 'OH'); unknown values upper-cased. */
export function readStateCode(value: string | null | undefined): string {
  return regionFromCodeOrName(value)?.code ?? text(value).toUpperCase();
}

/** Account client shape from a customer-profile record. preferred falls back to "is home" when the record is silent. */
export function fromServiceRecord(record: ServiceAddressRecord): Address {
  return {
    ...fromUiAddress(toUiAddress(record)),
    preferred: record.preferredAddress ?? readAddressType(record.type) === 'home',
    ...optional('label', record.label),
    ...optional('notes', record.notes),
  };
}

/** The UI shape before tidying: any country text, either location spelling, fields possibly blank. */
type UntidyUi = Omit<AddressUi, 'countryCode' | 'location'> & {
  countryCode?: string | undefined;
  location?: LocationInput | undefined;
};

/** Trims every field, reads the region as a code, derives the country, normalises the postal code. */
function tidy({ id, unit, county, lastModified, ...address }: UntidyUi): AddressUi {
  const location = normaliseLocation(address.location);
  const region = readStateCode(address.region);
  const countryCode = resolveCountry(address.countryCode, region);
  return {
    ...optional('id', id),
    street: text(address.street),
    ...optional('unit', unit),
    locality: text(address.locality),
    ...optional('county', county),
    region,
    postalCode: normalisePostalCode(address.postalCode, countryCode),
    countryCode,
    isMailingAddress: address.isMailingAddress === true,
    ...optional('lastModified', lastModified),
    ...(location ? { location } : {}),
  };
}

/**
 * The UI shape (scheduling spec) from any address shape: the account client shape, a
 * customer-profile record, a wallet billing record, or a UI address to tidy. Strings are trimmed, the
 * region read as a code, the country derived when missing, the postal code normalised, and the
 * location read from either spelling.
 */
export function toUiAddress(source: AddressLike | ServiceAddressRecord | BillingAddressRecord): AddressUi {
  if ('street' in source) return tidy(source);
  if (!('address' in source)) {
    return tidy({
      id: source.addressId,
      street: source.line1,
      unit: source.line2,
      locality: source.city,
      county: source.county,
      region: source.stateCode,
      postalCode: source.zip,
      countryCode: source.countryCode,
      isMailingAddress: readAddressType(source.type) === 'home',
      location: source.location,
    });
  }
  if (!('addressLines' in source.address)) {
    const { address } = source;
    return tidy({ id: source.id, ...address, isMailingAddress: readAddressType(source.type) === 'home' });
  }
  const { id, address, type, modified, location } = source as ServiceAddressRecord;
  const { street, unit } = readAddressLines(address.addressLines);
  return tidy({
    id,
    street,
    unit,
    locality: address.cityTown,
    county: address.county,
    region: address.stateProvince,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    isMailingAddress: readAddressType(type) === 'home',
    lastModified: modified?.value,
    location: location ?? address.location,
  });
}

/** Account client shape from the UI shape: the mailing address is the home, preferred address. */
export function fromUiAddress(address: AddressUi): Address {
  const ui = toUiAddress(address);
  const type: AddressType = ui.isMailingAddress ? 'home' : 'delivery';
  return {
    ...optional('addressId', ui.id),
    line1: ui.street,
    ...optional('line2', ui.unit),
    city: ui.locality,
    ...optional('county', ui.county),
    zip: ui.postalCode,
    stateCode: ui.region,
    countryCode: ui.countryCode,
    ...(ui.location ? { location: ui.location } : {}),
    type,
    preferred: type === 'home',
  };
}

/**
 * The service shape sent to validation and the address services: addressLines as [unit, street]
 * (or [street]), postal code normalised, country derived from the state when missing. The location
 * is left out: after an edit it may no longer match the address.
 */
export function toServiceAddress(address: AddressLike): ServiceAddress {
  const ui = toUiAddress(address);
  return {
    addressLines: toAddressLines(ui.street, ui.unit),
    cityTown: ui.locality,
    ...optional('county', ui.county),
    stateProvince: ui.region,
    postalCode: ui.postalCode,
    countryCode: ui.countryCode,
  };
}

/** The UI shape from the address form. The id is kept when editing a saved address. */
export function fromFormValues(values: AddressFormValues, { id }: { id?: string } = {}): AddressUi {
  return tidy({
    id,
    street: values.addressLine1,
    unit: values.addressLine2,
    locality: values.city,
    region: values.state,
    postalCode: values.zipCode,
    isMailingAddress: values.isHome,
  });
}

/** The address form's starting values for an address being edited. */
export function toFormValues(address: AddressLike): AddressFormValues {
  const ui = toUiAddress(address);
  return {
    addressLine1: ui.street,
    addressLine2: ui.unit ?? '',
    city: ui.locality,
    state: ui.region,
    zipCode: ui.postalCode,
    isHome: ui.isMailingAddress,
  };
}

/**
 * The customer-profile add/update payload. dateAddressUpdated comes from the caller's clock (a
 * Date or a function) so the payload is reproducible; an invalid date throws a RangeError.
 */
export function toProfilePayload(address: AddressLike, { now }: { now: Clock }): ProfileAddressPayload {
  const ui = toUiAddress(address);
  const addressType: AddressType = ui.isMailingAddress ? 'home' : 'delivery';
  return {
    ...optional('addressId', ui.id),
    addressType,
    addressLine1: ui.street,
    addressLine2: ui.unit ?? '',
    city: ui.locality,
    county: ui.county ?? '',
    countryCode: ui.countryCode,
    stateCode: ui.region,
    zip: ui.postalCode,
    preferredAddress: addressType === 'home',
    dateAddressUpdated: readClock(now).toISOString(),
  };
}
