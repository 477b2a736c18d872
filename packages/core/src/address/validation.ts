import { normaliseLocation } from './location';
import { toServiceAddress, toUiAddress, type AddressLike } from './mapping';
import type { AddressValidationRequest, AddressValidationResult, LocationInput, ServiceAddress } from './types';

/** The body of the validate-address call: { address } in the service shape. */
export function toValidationRequest(address: AddressLike): AddressValidationRequest {
  return { address: toServiceAddress(address) };
}

interface ValidationFields {
  validated?: unknown;
  corrected?: unknown;
  location?: LocationInput;
}

/**
 * Reads a validate-address answer: the account service nests the flags under addressValidations
 * (beside the address), the scheduling one sends them flat. Only a literal true counts as true.
 */
export function readValidationResult(body: unknown): AddressValidationResult {
  const answer = (body ?? {}) as ValidationFields & { addressValidations?: ValidationFields; address?: ServiceAddress };
  const flags = answer.addressValidations ?? answer;
  const location = normaliseLocation(flags.location ?? answer.location);
  return {
    validated: flags.validated === true,
    corrected: flags.corrected === true,
    ...(location ? { location } : {}),
    ...(answer.address && typeof answer.address === 'object' ? { address: answer.address } : {}),
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
export function requiresValidation(address: AddressLike): boolean {
  return toUiAddress(address).countryCode === 'US';
}

/**
 * Whether an address has what adding one requires (city, countryCode, line1, stateCode, type, zip);
 * the account service answers 'invalid address' otherwise. Country and type always resolve, so the
 * check is on the four typed fields.
 */
export function isCompleteAddress(address: AddressLike): boolean {
  const ui = toUiAddress(address);
  return [ui.street, ui.locality, ui.region, ui.postalCode].every((field) => field.length > 0);
}
