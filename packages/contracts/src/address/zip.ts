import { isValidPostalCode } from './postalCode';
import type { CountryCode } from './regions';

/** Decides whether a ZIP or postal code is acceptable; the scheduling spec makes it pluggable. */
export type ZipValidator = (zip: string, country: CountryCode) => boolean;

/** The account spec's rule: US 5 or 5+4 digits, Canadian 'A1A 1A1'. */
export const defaultZipValidator: ZipValidator = isValidPostalCode;

/** The scheduling spec's ZIP length for the postal-code search. */
export const zipLength = 5;

/** The postal-code search accepts digits only, exactly 5 characters (scheduling spec §5). */
export function isValidZipSearch(value: string | null | undefined): boolean {
  return /^\d{5}$/.test((value ?? '').trim());
}

/**
 * The scheduling spec's ZIP formatter: 9 digits become '12345-6789', 5 digits stay, 6 characters
 * become '3 + space + 3' upper-cased (Canadian), anything else is upper-cased. Spaces and hyphens are
 * ignored when counting, so formatting an already formatted value gives the same value.
 */
export function formatZip(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  const compact = trimmed.replace(/[\s-]/g, '');
  if (/^\d{9}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  if (/^\d{5}$/.test(compact)) return compact;
  if (compact.length === 6) return `${compact.slice(0, 3)} ${compact.slice(3)}`.toUpperCase();
  return trimmed.toUpperCase();
}
