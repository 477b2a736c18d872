import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalisePostalCode, postalCodeMaxLength } from './postalCode';
import type { CountryCode } from './regions';

describe('given a US postal code', () => {
  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['12345/6789', true],
    ['123456789', true],
    [' 12345 ', true],
    ['1234', false],
    ['123456', false],
    ['12345-678', false],
    ['12345--6789', false],
    ['12345 6789', false],
    ['12345-67890', false],
    ['12a45', false],
    ['ABCDE', false],
    ['K1A 0B1', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
  ])('isValidPostalCode(%j) is %s', (code, expected) => {
    expect(isValidPostalCode(code)).toBe(expected);
    expect(isValidPostalCode(code, 'US')).toBe(expected);
  });
});

describe('given a Canadian postal code', () => {
  it.each([
    ['K1A 0B1', true],
    ['K1A0B1', true],
    ['k1a 0b1', true],
    [' K1A 0B1 ', true],
    ['A1A-1A1', false],
    ['K1A  0B1', false],
    ['K1A 0B', false],
    ['11A 0B1', false],
    ['12345', false],
    ['', false],
    [null, false],
  ])('isValidPostalCode(%j, CA) is %s', (code, expected) => {
    expect(isValidPostalCode(code, 'CA')).toBe(expected);
  });
});

describe('given the account spec limit', () => {
  it('allows at most 10 characters', () => {
    expect(postalCodeMaxLength).toBe(10);
    expect(isValidPostalCode('12345-6789')).toBe(true);
    expect(isValidPostalCode('12345-67891')).toBe(false);
  });
});

describe('after normalising a postal code', () => {
  it.each<[string | null | undefined, CountryCode, string]>([
    ['k1a0b1', 'CA', 'K1A 0B1'],
    [' k1a 0b1 ', 'CA', 'K1A 0B1'],
    ['K1A 0B1', 'CA', 'K1A 0B1'],
    ['A1A-1A1', 'CA', 'A1A-1A1'],
    [' 12345 ', 'US', '12345'],
    ['12345/6789', 'US', '12345/6789'],
    ['k1a0b1', 'US', 'k1a0b1'],
    ['', 'US', ''],
    [null, 'CA', ''],
    [undefined, 'US', ''],
  ])('%j in %s is %j', (code, country, expected) => {
    expect(normalisePostalCode(code, country)).toBe(expected);
  });

  it('treats a code as US when no country is given', () => {
    expect(normalisePostalCode('k1a0b1')).toBe('k1a0b1');
  });
});
