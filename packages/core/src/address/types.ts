import type { CountryCode } from './regions';

/** 'home' is the mailing address; every other saved address is a 'delivery' address. */
export type AddressType = 'home' | 'delivery';

/** How a service may spell the type (the scheduling spec writes 'Home or Delivery'); read with `readAddressType`. */
export type ServiceAddressType = AddressType | 'Home' | 'Delivery' | 'HOME' | 'DELIVERY';

/** A point on the map, always as lat/lng once read. */
export interface AddressLocation {
  lat: number;
  lng: number;
}

/** A location as the services send it: lat/lng (validation, account) or latitude/longitude (address book). */
export type LocationInput = { lat: number; lng: number } | { latitude: number; longitude: number };

/** Address, client shape (account spec §3). */
export interface Address {
  /** Absent until the address is saved; edit and delete require it. */
  addressId?: string;
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  zip: string;
  stateCode: string;
  countryCode: CountryCode;
  location?: AddressLocation;
  type: AddressType;
  preferred: boolean;
  label?: string;
  notes?: string;
}

/**
 * Address, service shape (account spec §3 "server shape", scheduling spec §3 "service shape").
 * addressLines is ordered unit then street: the last entry is always the street.
 */
export interface ServiceAddress {
  addressLines: string[];
  cityTown: string;
  county?: string;
  stateProvince: string;
  postalCode: string;
  /** Sometimes missing or lower-case in responses; derived from stateProvince when it is. */
  countryCode?: CountryCode | string;
  location?: LocationInput;
}

/** One entry of the customer-profile address list: the address plus its id, type and bookkeeping. */
export interface ServiceAddressRecord {
  id: string;
  address: ServiceAddress;
  location?: LocationInput;
  type?: ServiceAddressType;
  preferredAddress?: boolean;
  label?: string;
  notes?: string;
  /** ISO timestamp of the last change; the scheduling address book orders by it. */
  modified?: { value: string };
}

/**
 * Address, UI shape (scheduling spec §3). `location` is not in the spec's list; it is carried
 * when known so the modality calls can send coordinates without a second lookup.
 */
export interface AddressUi {
  /** Absent until the address is saved. */
  id?: string;
  street: string;
  unit?: string;
  locality: string;
  county?: string;
  region: string;
  postalCode: string;
  countryCode: CountryCode;
  isMailingAddress: boolean;
  /** ISO timestamp of the last change, when the service sent one. */
  lastModified?: string;
  location?: AddressLocation;
}

/** The address form's values (scheduling spec §3); isHome is 'Make this my mailing address'. */
export interface AddressFormValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  isHome: boolean;
}

/** The customer-profile add (POST) and update (PUT, with addressId) payload. */
export interface ProfileAddressPayload {
  addressId?: string;
  addressType: AddressType;
  addressLine1: string;
  addressLine2: string;
  city: string;
  county: string;
  countryCode: CountryCode;
  stateCode: string;
  zip: string;
  /** True when the type is home (account spec §3). */
  preferredAddress: boolean;
  /** ISO timestamp taken from the caller's clock. */
  dateAddressUpdated: string;
}

/** The body of the validate-address call. */
export interface AddressValidationRequest {
  address: ServiceAddress;
}

/** A validate-address answer, read into one shape whether it came flat or under addressValidations. */
export interface AddressValidationResult {
  validated: boolean;
  corrected: boolean;
  location?: AddressLocation;
  /** The address the service answered with: the suggestion when corrected. */
  address?: ServiceAddress;
}

/** Wallet spec §3 "Card-side billing address": the address stored on a card and sent as paymentMethod.billing. */
export interface CardBillingAddress {
  addressLines: string[];
  cityTown: string;
  countryCode: CountryCode | string;
  stateProvince: string;
  postalCode: string;
}

/** Wallet spec §3 "Billing address (as returned)" by GET /payment/v2/wallet/account/billing. */
export interface BillingAddressRecord {
  /** 'home' is sorted first; 'delivery' when absent. */
  type?: ServiceAddressType;
  id: string;
  address: {
    street: string;
    unit?: string;
    locality: string;
    county?: string;
    region: string;
    postalCode: string;
    countryCode?: CountryCode | string;
  };
}

/** Wallet spec §3: a card's billingAddress; `state` may hold a name ('Ohio') as well as a code. */
export interface BillingAddress {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country?: CountryCode | string;
}

/** Wallet spec §3 "Address save payload", sent as { address } to PUT /payment/v2/wallet/account/billing. */
export interface BillingAddressPayload {
  addressId?: string;
  addressLine1: string;
  addressLine2: string;
  addressType: AddressType;
  city: string;
  countryCode: CountryCode;
  preferredAddress: boolean;
  stateCode: string;
  zip: string;
}
