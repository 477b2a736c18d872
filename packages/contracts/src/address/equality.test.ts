import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import { isSameAddress } from './equality';
import { tidyAddress } from './tidy';

const home: Address = {
  id: 'a-1',
  street: '1014 Vine St',
  unit: 'Apt 4',
  locality: 'Cincinnati',
  county: 'Hamilton',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type: 'home',
};
const toronto: Address = {
  id: 'a-2',
  street: '100 Queen St W',
  locality: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 2N2',
  countryCode: 'CA',
  type: 'delivery',
};
const { id: _id, ...homeWithoutId } = home;
const { id: _torontoId, ...torontoWithoutId } = toronto;

// Addresses are tidy once read (tidy.ts): codes upper-cased, countries derived. What is left to
// forgive here is what a person types differently.
describe('given two addresses', () => {
  it.each<[string, Address | null | undefined, Address | null | undefined, boolean]>([
    ['the same id, different fields', home, { ...toronto, id: 'a-1' }, true],
    ['different ids, same fields', home, { ...home, id: 'other' }, true],
    ['one without id, same fields', homeWithoutId, home, true],
    [
      'different case and spaces',
      homeWithoutId,
      { ...homeWithoutId, street: ' 1014  VINE st ', locality: 'cincinnati' },
      true,
    ],
    [
      'ZIP+4 with and without hyphen',
      { ...homeWithoutId, postalCode: '45202-1234' },
      { ...homeWithoutId, postalCode: '452021234' },
      true,
    ],
    ['Canadian code with and without space', torontoWithoutId, { ...torontoWithoutId, postalCode: 'm5h2n2' }, true],
    ['no unit and an empty unit', { ...homeWithoutId, unit: undefined }, { ...homeWithoutId, unit: ' ' }, true],
    [
      'a different county, type or location only',
      homeWithoutId,
      { ...homeWithoutId, county: 'Butler', type: 'delivery', location: { lat: 1, lng: 2 } },
      true,
    ],
    [
      'a lower-case region and no country, once tidied',
      homeWithoutId,
      tidyAddress({ ...homeWithoutId, region: 'oh', countryCode: '' }),
      true,
    ],
    [
      'a Canadian region by name and no country, once tidied',
      torontoWithoutId,
      tidyAddress({ ...torontoWithoutId, region: 'Ontario', countryCode: null, postalCode: 'm5h2n2' }),
      true,
    ],
    ['a different street', homeWithoutId, { ...homeWithoutId, street: '1016 Vine St' }, false],
    ['a different unit', homeWithoutId, { ...homeWithoutId, unit: 'Apt 5' }, false],
    ['a unit against none', homeWithoutId, { ...homeWithoutId, unit: undefined }, false],
    ['a different city', homeWithoutId, { ...homeWithoutId, locality: 'Dayton' }, false],
    ['a different region', homeWithoutId, { ...homeWithoutId, region: 'KY' }, false],
    ['a different postal code', homeWithoutId, { ...homeWithoutId, postalCode: '45203' }, false],
    ['a different country', homeWithoutId, { ...homeWithoutId, countryCode: 'CA' }, false],
    ['punctuation differs', homeWithoutId, { ...homeWithoutId, street: '1014 Vine St.' }, false],
    ['a missing address', home, null, false],
    ['two missing addresses', undefined, undefined, false],
  ])('with %s, isSameAddress is %s', (_, a, b, expected) => {
    expect(isSameAddress(a, b)).toBe(expected);
    expect(isSameAddress(b, a)).toBe(expected);
  });
});
