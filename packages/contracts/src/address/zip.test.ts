import { describe, expect, it } from 'vitest';
import { defaultZipValidator, formatZip, isValidZipSearch, zipLength, type ZipValidator } from './zip';

describe('given a ZIP to format', () => {
  it.each([
    ['123456789', '12345-6789'],
    ['12345-6789', '12345-6789'],
    [' 12345 6789 ', '12345-6789'],
    ['12345', '12345'],
    [' 12345 ', '12345'],
    ['k1a0b1', 'K1A 0B1'],
    // The scheduling spec's own example (§5).
    ['a1b2c3', 'A1B 2C3'],
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a-0b1', 'K1A 0B1'],
    ['123456', '123 456'],
    ['12345/6789', '12345/6789'],
    ['1234', '1234'],
    ['abcd', 'ABCD'],
    ['12345-678', '12345-678'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('formatZip(%j) is %j', (value, expected) => {
    expect(formatZip(value)).toBe(expected);
  });

  it('gives the same value when formatting twice', () => {
    for (const value of ['123456789', 'k1a0b1', '12345', 'abc']) {
      expect(formatZip(formatZip(value))).toBe(formatZip(value));
    }
  });
});

describe('given the ZIP validator', () => {
  it.each([
    ['12345', 'US', true],
    ['12345-6789', 'US', true],
    ['K1A 0B1', 'CA', true],
    ['K1A 0B1', 'US', false],
    ['1234', 'US', false],
  ] as const)('the default accepts %j in %s: %s', (zip, country, expected) => {
    expect(defaultZipValidator(zip, country)).toBe(expected);
  });

  it('can be replaced by any function of the same type', () => {
    const fiveDigitsOnly: ZipValidator = (zip) => /^\d{5}$/.test(zip);
    expect(fiveDigitsOnly('12345-6789', 'US')).toBe(false);
  });
});

describe('given a postal-code search', () => {
  it.each([
    ['12345', true],
    [' 12345 ', true],
    ['1234', false],
    ['123456', false],
    ['12a45', false],
    ['K1A0B', false],
    ['12345-6789', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isValidZipSearch(%j) is %s', (value, expected) => {
    expect(isValidZipSearch(value)).toBe(expected);
  });

  it('expects 5 characters', () => {
    expect(zipLength).toBe(5);
  });
});
