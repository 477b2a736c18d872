import { describe, expect, it } from 'vitest';
import { isSameAddress, type AnyAddress } from './equality';
import { homeAddress, homeRecord, homeUi, torontoUi } from './fixtures';

const { id: _, ...homeWithoutId } = homeUi;

describe('given two addresses', () => {
  it.each<[string, AnyAddress | null | undefined, AnyAddress | null | undefined, boolean]>([
    ['the same id, different fields', homeUi, { ...torontoUi, id: 'a-1' }, true],
    ['different ids, same fields', homeUi, { ...homeUi, id: 'other' }, true],
    ['one without id, same fields', homeWithoutId, homeUi, true],
    [
      'different case and spaces',
      homeWithoutId,
      { ...homeWithoutId, street: ' 1014  VINE st ', locality: 'cincinnati' },
      true,
    ],
    ['a lower-case region', homeWithoutId, { ...homeWithoutId, region: 'oh' }, true],
    ['the same fields in different shapes', homeRecord, homeAddress, true],
    ['a missing country derived from the region', homeWithoutId, { ...homeWithoutId, countryCode: '' as 'US' }, true],
    [
      'ZIP+4 with and without hyphen',
      { ...homeWithoutId, postalCode: '45202-1234' },
      { ...homeWithoutId, postalCode: '452021234' },
      true,
    ],
    [
      'Canadian code with and without space',
      { ...torontoUi, id: undefined },
      { ...torontoUi, id: undefined, postalCode: 'm5h2n2' },
      true,
    ],
    ['no unit and an empty unit', { ...homeWithoutId, unit: undefined }, { ...homeWithoutId, unit: ' ' }, true],
    ['a different county only', homeWithoutId, { ...homeWithoutId, county: 'Butler' }, true],
    ['a different street', homeWithoutId, { ...homeWithoutId, street: '1016 Vine St' }, false],
    ['a different unit', homeWithoutId, { ...homeWithoutId, unit: 'Apt 5' }, false],
    ['a unit against none', homeWithoutId, { ...homeWithoutId, unit: undefined }, false],
    ['a different city', homeWithoutId, { ...homeWithoutId, locality: 'Dayton' }, false],
    ['a different region', homeWithoutId, { ...homeWithoutId, region: 'KY' }, false],
    ['a different postal code', homeWithoutId, { ...homeWithoutId, postalCode: '45203' }, false],
    ['a different country', homeWithoutId, { ...homeWithoutId, countryCode: 'CA' }, false],
    ['punctuation differs', homeWithoutId, { ...homeWithoutId, street: '1014 Vine St.' }, false],
    ['a missing address', homeUi, null, false],
    ['two missing addresses', undefined, undefined, false],
  ])('with %s, isSameAddress is %s', (_, a, b, expected) => {
    expect(isSameAddress(a, b)).toBe(expected);
    expect(isSameAddress(b, a)).toBe(expected);
  });
});
