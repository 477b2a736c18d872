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
    ['zz', 'ZZ'],
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

describe('given fields with nothing in them', () => {
  it('after tidyAddress the required fields are empty strings, the country US and the type delivery', () => {
    expect(tidyAddress({ street: null, locality: undefined, region: null, postalCode: null })).toStrictEqual({
      street: '',
      locality: '',
      region: '',
      postalCode: '',
      countryCode: 'US',
      type: 'delivery',
    });
  });

  it('keeps every optional field that has text, trimmed, and a lat/lng location as it is', () => {
    expect(
      tidyAddress({
        id: ' a-1 ',
        street: '1014 Vine St',
        unit: ' Apt 4 ',
        locality: 'Cincinnati',
        county: ' Hamilton ',
        region: 'oh',
        postalCode: '45202-1234',
        countryCode: 'US',
        location: { lat: 39.1, lng: -84.5 },
        type: 'HOME',
        label: ' Home ',
        notes: 'Side door',
        lastModified: '2026-11-01T10:00:00Z',
      }),
    ).toStrictEqual({
      id: 'a-1',
      street: '1014 Vine St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      county: 'Hamilton',
      region: 'OH',
      postalCode: '45202-1234',
      countryCode: 'US',
      type: 'home',
      location: { lat: 39.1, lng: -84.5 },
      label: 'Home',
      notes: 'Side door',
      lastModified: '2026-11-01T10:00:00Z',
    });
  });

  it('leaves out a location it cannot read', () => {
    expect(
      tidyAddress({ street: '1 Main St', locality: 'A', region: 'OH', postalCode: '45202', location: null }),
    ).not.toHaveProperty('location');
    expect(
      tidyAddress({
        street: '1 Main St',
        locality: 'A',
        region: 'OH',
        postalCode: '45202',
        location: { lat: 200, lng: 0 },
      }),
    ).not.toHaveProperty('location');
  });

  it('takes the country from an Ontario region when the one given is neither US nor CA', () => {
    expect(
      tidyAddress({ street: '1 Main St', locality: 'Toronto', region: 'ON', postalCode: 'm5h2n2', countryCode: 'MX' }),
    ).toMatchObject({ countryCode: 'CA', postalCode: 'M5H 2N2' });
  });
});
