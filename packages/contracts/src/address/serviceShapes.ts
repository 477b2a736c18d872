// The addresses as the services send and take them (account spec §3 and §7, scheduling spec §3,
// wallet spec §3). Each shape is a zod schema and the type inferred from it; the address model
// meets them only in serviceMapping.ts.
import { z } from 'zod';
import type { AddressType } from './address';
import type { CountryCode } from './regions';

const text = z.string();
// Typed by name, so declaration files print them the same way every build.
const addressType: z.ZodType<AddressType> = z.enum(['home', 'delivery']);
const countryCode: z.ZodType<CountryCode> = z.enum(['US', 'CA']);
const countryText = z.string();

/** A location as the services send it: lat/lng (validation, account) or latitude/longitude (address book). */
export const locationInput = z.union([
  z.object({ lat: z.number(), lng: z.number() }),
  z.object({ latitude: z.number(), longitude: z.number() }),
]);

/** The type as services spell it (the scheduling spec writes 'Home or Delivery'). */
export const serviceAddressType = z.string();

/**
 * Address, service shape (account spec §3 "server shape", scheduling spec §3). addressLines is
 * ordered unit then street: the last entry is always the street.
 */
export const serviceAddress = z.object({
  addressLines: z.array(text),
  cityTown: text,
  county: text.optional(),
  stateProvince: text,
  postalCode: text,
  /** Sometimes missing or lower-case in responses; derived from stateProvince when it is. */
  countryCode: countryText.optional(),
  location: locationInput.optional(),
});
export type ServiceAddress = z.infer<typeof serviceAddress>;

/** One entry of the customer-profile address list: the address plus its id, type and bookkeeping. */
export const addressRecord = z.object({
  id: text,
  address: serviceAddress,
  location: locationInput.optional(),
  type: serviceAddressType.optional(),
  preferredAddress: z.boolean().optional(),
  label: text.optional(),
  notes: text.optional(),
  /** ISO timestamp of the last change; the scheduling address book orders by it. */
  modified: z.object({ value: text }).optional(),
});
export type AddressRecord = z.infer<typeof addressRecord>;

/** The customer-profile add (POST) and update (PUT, with addressId) payload. */
export const profileAddressPayload = z.object({
  addressId: text.optional(),
  addressType,
  addressLine1: text,
  addressLine2: text,
  city: text,
  county: text,
  countryCode,
  stateCode: text,
  zip: text,
  /** True when the type is home (account spec §3). */
  preferredAddress: z.boolean(),
  /** ISO timestamp taken from the caller's clock. */
  dateAddressUpdated: text,
  label: text.optional(),
  notes: text.optional(),
});
export type ProfileAddressPayload = z.infer<typeof profileAddressPayload>;

/** Account spec §3 "client shape", as the legacy address calls (§7) send and answer it. */
export const legacyAddress = z.object({
  addressId: text.optional(),
  line1: text,
  line2: text.nullish(),
  city: text,
  county: text.nullish(),
  zip: text,
  stateCode: text,
  countryCode: countryText,
  location: locationInput.nullish(),
  type: serviceAddressType,
  preferred: z.boolean().optional(),
  label: text.nullish(),
  notes: text.nullish(),
});
export type LegacyAddress = z.infer<typeof legacyAddress>;

/** The body of the validate-address call. */
export const addressValidationRequest = z.object({ address: serviceAddress });
export type AddressValidationRequest = z.infer<typeof addressValidationRequest>;

const validationFlags = z.object({
  validated: z.boolean().optional(),
  corrected: z.boolean().optional(),
  location: locationInput.optional(),
});

/**
 * A validate-address answer: the account service nests the flags under addressValidations beside
 * the address; the scheduling one sends them flat (and adds isEligible and modalityType).
 */
export const addressValidationResponse = validationFlags.extend({
  addressValidations: validationFlags.optional(),
  address: serviceAddress.optional(),
  isEligible: z.boolean().optional(),
  modalityType: text.optional(),
});
export type AddressValidationResponse = z.infer<typeof addressValidationResponse>;

/** Wallet spec §3 "Billing address (as returned)" by GET /payment/v2/wallet/account/billing. */
export const billingAddressRecord = z.object({
  /** 'home' is sorted first; 'delivery' when absent. */
  type: serviceAddressType.optional(),
  id: text,
  address: z.object({
    street: text,
    unit: text.optional(),
    locality: text,
    county: text.optional(),
    region: text,
    postalCode: text,
    countryCode: countryText.optional(),
  }),
});
export type BillingAddressRecord = z.infer<typeof billingAddressRecord>;

/** Wallet spec §3 "Address save payload", sent as { address } to PUT /payment/v2/wallet/account/billing. */
export const billingAddressPayload = z.object({
  addressId: text.optional(),
  addressLine1: text,
  addressLine2: text,
  addressType,
  city: text,
  countryCode,
  preferredAddress: z.boolean(),
  stateCode: text,
  zip: text,
});
export type BillingAddressPayload = z.infer<typeof billingAddressPayload>;

/** Wallet spec §3 "Card-side billing address": stored on a card and sent as paymentMethod.billing. */
export const cardBillingAddress = z.object({
  addressLines: z.array(text),
  cityTown: text,
  countryCode: countryText,
  stateProvince: text,
  postalCode: text,
});
export type CardBillingAddress = z.infer<typeof cardBillingAddress>;

/** Wallet spec §3: a card's billingAddress; `state` may hold a name ('Ohio') as well as a code. */
export const billingAddress = z.object({
  addressLine1: text,
  addressLine2: text.optional(),
  city: text,
  state: text,
  zipCode: text,
  country: countryText.optional(),
});
export type BillingAddress = z.infer<typeof billingAddress>;
