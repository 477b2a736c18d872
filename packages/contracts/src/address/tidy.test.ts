import { describe, expect, it } from 'vitest';
import { readAddressType, readStateCode, tidyAddress } from './tidy';

describe('given an address type from a service', () => {
  it.each([
    ['home', 'home'],
    ['Home', 'home'],
    [' HOME ', 'home'],
    ['delivery', 'delivery'],
    ['Delivery', 'delivery'],
    ['billing', 'delivery'],
    ['', 'delivery'],
    [null, 'delivery'],
    [undefined, 'delivery'],
  ])('readAddressType(%j) is %s', (value, expected) => {
    expect(readAddressType(value)).toBe(expected);
  });

  it.each([
    ['oh', 'OH'],
    [' Ohio ', 'OH'],
    ['ontario', 'ON'],
    ['pr', 'PR'],
    ['', ''],
    [null, ''],
  ])('readStateCode(%j) is %j', (value, expected) => {
    expect(readStateCode(value)).toBe(expected);
  });
});

describe('given loosely read fields', () => {
  it('after tidyAddress they are trimmed, coded, derived and normalised, blanks left out', () => {
    expect(
      tidyAddress({
        id: ' ',
        street: ' 100 Queen St W ',
        unit: '  ',
        locality: 'Toronto ',
        region: 'Ontario',
        postalCode: 'm5h2n2',
        countryCode: '',
        location: { latitude: '43.65' as unknown as number, longitude: -79.38 },
        type: 'Delivery',
        label: '',
      }),
    ).toStrictEqual({
      street: '100 Queen St W',
      locality: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
      type: 'delivery',
      location: { lat: 43.65, lng: -79.38 },
    });
  });

  it('keeps a country it is given and reads it in any case', () => {
    expect(
      tidyAddress({ street: '1 Main St', locality: 'A', region: 'OH', postalCode: '45202', countryCode: 'us' }),
    ).toMatchObject({
      countryCode: 'US',
      type: 'delivery',
    });
  });
});
