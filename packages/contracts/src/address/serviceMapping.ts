// The one place the address model meets the services' shapes (serviceShapes.ts): every read turns
// a service shape into an Address, every write an Address into the shape a call takes.
import { readClock, type Clock } from '../dates/clock';
import type { Address, AddressType } from './address';
import { readAddressLines, toAddressLines } from './addressLines';
import type {
  AddressRecord,
  BillingAddress,
  BillingAddressPayload,
  BillingAddressRecord,
  CardBillingAddress,
  LegacyAddress,
  ProfileAddressPayload,
  ServiceAddress,
} from './serviceShapes';
import { tidyAddress } from './tidy';

const unitOrEmpty = (address: Address) => address.unit ?? '';
const preferredFor = (type: AddressType) => type === 'home';

/** The address in a service shape, with its type when the caller knows it. */
export function fromServiceAddress(
  address: ServiceAddress,
  extra: Pick<Address, 'id' | 'type'> = { type: 'delivery' },
): Address {
  const { street, unit } = readAddressLines(address.addressLines);
  return tidyAddress({
    ...extra,
    street,
    unit,
    locality: address.cityTown,
    county: address.county,
    region: address.stateProvince,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    location: address.location,
  });
}

/**
 * The service shape sent to validation and the address services: addressLines as [unit, street]
 * (or [street]). The location is left out: after an edit it may no longer match the address.
 */
export function toServiceAddress(address: Address): ServiceAddress {
  return {
    addressLines: toAddressLines(address.street, address.unit),
    cityTown: address.locality,
    ...(address.county ? { county: address.county } : {}),
    stateProvince: address.region,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

/** An entry of the customer-profile address list; its location may sit beside or inside the address. */
export function fromAddressRecord(record: AddressRecord): Address {
  return tidyAddress({
    ...fromServiceAddress(record.address),
    id: record.id,
    type: record.type,
    location: record.location ?? record.address.location,
    label: record.label,
    notes: record.notes,
    lastModified: record.modified?.value,
  });
}

/** The customer-profile address list entry a server answers for an address it stored. */
export function toAddressRecord(address: Address & { id: string }): AddressRecord {
  return {
    id: address.id,
    address: toServiceAddress(address),
    ...(address.location ? { location: address.location } : {}),
    type: address.type,
    preferredAddress: preferredFor(address.type),
    ...(address.label ? { label: address.label } : {}),
    ...(address.notes ? { notes: address.notes } : {}),
    ...(address.lastModified ? { modified: { value: address.lastModified } } : {}),
  };
}

/**
 * The customer-profile add/update payload. dateAddressUpdated comes from the caller's clock (a
 * Date or a function) so the payload is reproducible; an invalid date throws a RangeError.
 */
export function toProfileAddressPayload(address: Address, { now }: { now: Clock }): ProfileAddressPayload {
  return {
    ...(address.id ? { addressId: address.id } : {}),
    addressType: address.type,
    addressLine1: address.street,
    addressLine2: unitOrEmpty(address),
    city: address.locality,
    county: address.county ?? '',
    countryCode: address.countryCode,
    stateCode: address.region,
    zip: address.postalCode,
    preferredAddress: preferredFor(address.type),
    dateAddressUpdated: readClock(now).toISOString(),
    ...(address.label ? { label: address.label } : {}),
    ...(address.notes ? { notes: address.notes } : {}),
  };
}

/** The address a profile payload carries, as a server reads it. */
export function fromProfileAddressPayload(payload: Omit<ProfileAddressPayload, 'dateAddressUpdated'>): Address {
  return tidyAddress({
    id: payload.addressId,
    type: payload.addressType,
    street: payload.addressLine1,
    unit: payload.addressLine2,
    locality: payload.city,
    county: payload.county,
    region: payload.stateCode,
    postalCode: payload.zip,
    countryCode: payload.countryCode,
    label: payload.label,
    notes: payload.notes,
  });
}

/** The legacy calls' client shape (account spec §7). */
export function fromLegacyAddress(address: LegacyAddress): Address {
  return tidyAddress({
    id: address.addressId,
    type: address.type,
    street: address.line1,
    unit: address.line2,
    locality: address.city,
    county: address.county,
    region: address.stateCode,
    postalCode: address.zip,
    countryCode: address.countryCode,
    location: address.location,
    label: address.label,
    notes: address.notes,
  });
}

export function toLegacyAddress(address: Address): LegacyAddress {
  return {
    ...(address.id ? { addressId: address.id } : {}),
    line1: address.street,
    line2: address.unit ?? null,
    city: address.locality,
    county: address.county ?? null,
    zip: address.postalCode,
    stateCode: address.region,
    countryCode: address.countryCode,
    location: address.location ?? null,
    type: address.type,
    preferred: preferredFor(address.type),
    label: address.label ?? null,
    notes: address.notes ?? null,
  };
}

/** A wallet billing address as GET /payment/v2/wallet/account/billing answers it. */
export function fromBillingAddressRecord(record: BillingAddressRecord): Address {
  return tidyAddress({ ...record.address, id: record.id, type: record.type });
}

export function toBillingAddressRecord(address: Address & { id: string }): BillingAddressRecord {
  return {
    type: address.type,
    id: address.id,
    address: {
      street: address.street,
      ...(address.unit ? { unit: address.unit } : {}),
      locality: address.locality,
      ...(address.county ? { county: address.county } : {}),
      region: address.region,
      postalCode: address.postalCode,
      countryCode: address.countryCode,
    },
  };
}

/** The body's address for PUT /payment/v2/wallet/account/billing: send it as { address }. */
export function toBillingAddressPayload(address: Address): BillingAddressPayload {
  return {
    ...(address.id ? { addressId: address.id } : {}),
    addressLine1: address.street,
    addressLine2: unitOrEmpty(address),
    addressType: address.type,
    city: address.locality,
    countryCode: address.countryCode,
    preferredAddress: preferredFor(address.type),
    stateCode: address.region,
    zip: address.postalCode,
  };
}

export function fromBillingAddressPayload(payload: BillingAddressPayload): Address {
  return tidyAddress({
    id: payload.addressId,
    type: payload.addressType,
    street: payload.addressLine1,
    unit: payload.addressLine2,
    locality: payload.city,
    region: payload.stateCode,
    postalCode: payload.zip,
    countryCode: payload.countryCode,
  });
}

/** The address stored on a card and sent as paymentMethod.billing when a card is added. */
export function toCardBillingAddress(address: Address): CardBillingAddress {
  return {
    addressLines: toAddressLines(address.street, address.unit),
    cityTown: address.locality,
    countryCode: address.countryCode,
    stateProvince: address.region,
    postalCode: address.postalCode,
  };
}

/** A card's own address, used when the account has no billing address: no id, not the mailing address. */
export function fromCardBillingAddress(card: CardBillingAddress): Address {
  return fromServiceAddress({ ...card });
}

/** A card's billingAddress; its state may be a full name, which becomes the code. */
export function fromBillingAddress(billing: BillingAddress): Address {
  return tidyAddress({
    street: billing.addressLine1,
    unit: billing.addressLine2,
    locality: billing.city,
    region: billing.state,
    postalCode: billing.zipCode,
    countryCode: billing.country,
  });
}

/** The billingAddress shape of a card. */
export function toBillingAddress(address: Address): BillingAddress {
  return {
    addressLine1: address.street,
    addressLine2: unitOrEmpty(address),
    city: address.locality,
    state: address.region,
    zipCode: address.postalCode,
    country: address.countryCode,
  };
}
