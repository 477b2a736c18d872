import type { Address } from './address';

// Case, surrounding spaces and runs of inner spaces are ignored ('1  Main St ' = '1 main st'), so an
// address typed again differently is still recognised; punctuation is not ('St.' ≠ 'St').
const comparable = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

// Postal codes also ignore their separators: 'K1A0B1' = 'K1A 0B1' and '12345-6789' = '123456789'.
const comparablePostalCode = (value: string) => value.replace(/[\s/-]/g, '').toLowerCase();

/**
 * The scheduling spec's address equality: the same id, or the same street, unit, locality, region,
 * postalCode and countryCode. A missing unit equals an empty one; county, type and location are
 * not compared.
 */
export function isSameAddress(a: Address | null | undefined, b: Address | null | undefined): boolean {
  if (!a || !b) return false;
  if (a.id && b.id && a.id === b.id) return true;
  return (
    comparable(a.street) === comparable(b.street) &&
    comparable(a.unit) === comparable(b.unit) &&
    comparable(a.locality) === comparable(b.locality) &&
    a.region === b.region &&
    comparablePostalCode(a.postalCode) === comparablePostalCode(b.postalCode) &&
    a.countryCode === b.countryCode
  );
}
