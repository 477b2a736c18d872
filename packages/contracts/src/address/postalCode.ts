import type { CountryCode } from './regions';

/** The account spec's postal-code limit: max 10 characters. */
export const postalCodeMaxLength = 10;

// US: 5 digits, optional 4-digit extension behind an optional hyphen or slash (account spec §5).
const usPostalCode = /^\d{5}(?:[-/]?\d{4})?$/;
// Canada: 'A1A 1A1' or 'A1A1A1'; case is forgiven because we normalise to upper case.
const canadianPostalCode = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

/** Whether a postal code is valid for the country (US when unknown). Surrounding spaces are ignored. */
export function isValidPostalCode(code: string | null | undefined, country: CountryCode = 'US'): boolean {
  const trimmed = (code ?? '').trim();
  if (trimmed.length === 0 || trimmed.length > postalCodeMaxLength) return false;
  return (country === 'CA' ? canadianPostalCode : usPostalCode).test(trimmed);
}

/**
 * The stored form of a postal code: Canadian codes upper-cased with a space after 3 characters
 * ('k1a0b1' → 'K1A 0B1'); US codes trimmed, as typed otherwise. Invalid input is only trimmed, so
 * nothing the shopper typed is lost before the form shows its message.
 */
export function normalisePostalCode(code: string | null | undefined, country: CountryCode = 'US'): string {
  const trimmed = (code ?? '').trim();
  if (country === 'CA' && canadianPostalCode.test(trimmed)) {
    const compact = trimmed.replace(' ', '').toUpperCase();
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return trimmed;
}
