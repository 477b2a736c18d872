import type { Address, AddressLocation } from './address';
import { normaliseLocation } from './location';
import type { AddressValidationRequest, AddressValidationResponse } from './serviceShapes';
import { fromServiceAddress, toServiceAddress } from './serviceMapping';

/** The body of the validate-address call: { address } in the service shape. */
export function toValidationRequest(address: Address): AddressValidationRequest {
  return { address: toServiceAddress(address) };
}

/** A validate-address answer, read into one shape whether it came flat or under addressValidations. */
export interface AddressValidationResult {
  validated: boolean;
  corrected: boolean;
  location?: AddressLocation;
  /** The address the service answered with: the suggestion when corrected. */
  address?: Address;
}

/**
 * Reads a validate-address answer: the account service nests the flags under addressValidations
 * (beside the address), the scheduling one sends them flat. Only a literal true counts as true.
 * The suggested address keeps the type of the address that was sent.
 */
export function readValidationResult(body: unknown, sent?: Pick<Address, 'type'>): AddressValidationResult {
  const answer = (body ?? {}) as AddressValidationResponse;
  const flags = answer.addressValidations ?? answer;
  const location = normaliseLocation(flags.location ?? answer.location);
  const address =
    answer.address && typeof answer.address === 'object' && Array.isArray(answer.address.addressLines)
      ? fromServiceAddress(answer.address, { type: sent?.type ?? 'delivery' })
      : undefined;
  return {
    validated: flags.validated === true,
    corrected: flags.corrected === true,
    ...(location ? { location } : {}),
    ...(address ? { address } : {}),
  };
}

/** The three outcomes of the account save flow (account spec §4). */
export type ValidationOutcome = 'unverified' | 'corrected' | 'validated';

/**
 * Which way the save flow goes: not validated → 'unverified' (the 'Use this address' modal),
 * corrected → 'corrected' (suggestion versus original), else 'validated' (save at once). A failed
 * call, passed as undefined, is 'unverified' as the account spec says; the scheduling form treats a
 * failure as corrected instead, which is its caller's choice.
 */
export function validationOutcome(result: AddressValidationResult | null | undefined): ValidationOutcome {
  if (!result?.validated) return 'unverified';
  return result.corrected ? 'corrected' : 'validated';
}

/** Only US addresses are validated: Canadian provinces skip validation and save directly. */
export function requiresValidation(address: Address): boolean {
  return address.countryCode === 'US';
}

/**
 * Whether an address has what adding one requires (city, countryCode, line1, stateCode, type, zip);
 * the account service answers 'invalid address' otherwise. Country and type always resolve, so the
 * check is on the four typed fields.
 */
export function isCompleteAddress(address: Address): boolean {
  return [address.street, address.locality, address.region, address.postalCode].every(
    (field) => field.trim().length > 0,
  );
}
