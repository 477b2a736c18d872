import { toUiAddress, type AddressLike } from './mapping';
import type { BillingAddressRecord, ServiceAddressRecord } from './types';

/** Every address shape isSameAddress and the orderings accept. */
export type AnyAddress = AddressLike | ServiceAddressRecord | BillingAddressRecord;

// Case, surrounding spaces and runs of inner spaces are ignored ('1  Main St ' = '1 main st'), so an
// address typed again differently is still recognised; punctuation is not ('St.' ≠ 'St').
const comparable = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

// Postal codes also ignore their separators: 'K1A0B1' = 'K1A 0B1' and '12345-6789' = '123456789'.
const comparablePostalCode = (value: string) => value.replace(/[\s/-]/g, '').toLowerCase();

/**
 * The scheduling spec's address equality: the same id, or the same street, unit, locality, region,
 * postalCode and countryCode. A missing country is derived from the region first, and a missing
 * unit equals an empty one. County, type and location are not compared.
 */
export function isSameAddress(a: AnyAddress | null | undefined, b: AnyAddress | null | undefined): boolean {
  if (!a || !b) return false;
  const left = toUiAddress(a);
  const right = toUiAddress(b);
  if (left.id && right.id && left.id === right.id) return true;
  return (
    comparable(left.street) === comparable(right.street) &&
    comparable(left.unit) === comparable(right.unit) &&
    comparable(left.locality) === comparable(right.locality) &&
    left.region === right.region &&
    comparablePostalCode(left.postalCode) === comparablePostalCode(right.postalCode) &&
    left.countryCode === right.countryCode
  );
}
