import type { Address, AddressValidationResult } from '@aisle/contracts';

/**
 * The address form's steps (§2 "Address form (steps)"). On ADDRESS_CONFIRMATION `verified` is
 * false when the validation call failed: the suggestion is then the shopper's own entry.
 */
export type AddressFormStep =
  { step: 'ADDRESS_VALIDATION' } | { step: 'ADDRESS_CONFIRMATION'; suggestion: Address; verified: boolean };

/** Where the validation step leads: confirm a suggestion, save at once, or send the shopper back. */
export type AfterValidation =
  { next: 'confirm'; suggestion: Address; verified: boolean } | { next: 'save' } | { next: 'not-valid' };

/**
 * §4 "Address form": corrected → the confirmation with the suggestion; not corrected → save. A
 * failed call (`undefined`) is treated as corrected, with nothing to suggest but the entry itself
 * (ambiguity 10). An address the service does not validate is not saved: the spec wants an address
 * validated before it is used (§5), and saving it would only fail the eligibility check after.
 */
export function afterValidation(result: AddressValidationResult | undefined, typed: Address): AfterValidation {
  if (!result) return { next: 'confirm', suggestion: typed, verified: false };
  if (result.corrected && result.address) {
    // The suggestion replaces the entry's lines, not what the form alone knows: id and mailing mark.
    const suggestion = { ...result.address, type: typed.type, ...(typed.id ? { id: typed.id } : {}) };
    return { next: 'confirm', suggestion, verified: true };
  }
  if (result.corrected) return { next: 'confirm', suggestion: typed, verified: true };
  return result.validated ? { next: 'save' } : { next: 'not-valid' };
}

/** A failure already in the shopper's words (not eligible, not valid), shown as it is. */
export class AddressProblem extends Error {
  override readonly name = 'AddressProblem';
}
