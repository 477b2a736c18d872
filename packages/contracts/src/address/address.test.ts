import { describe, expect, it } from 'vitest';
import { isMailingAddress, requireAddressId, type Address } from './address';
import { fromLegacyAddress, toLegacyAddress } from './serviceMapping';
import type { LegacyAddress } from './serviceShapes';

/** An address-book record (scheduling spec §3): its location as latitude/longitude, its type in lower case. */
const record: LegacyAddress = {
  addressId: 'a-7',
  location: { latitude: 39.1, longitude: -84.5 },
  type: 'home',
  line1: '1014 Vine St',
  line2: 'Apt 4',
  city: 'Cincinnati',
  stateCode: 'OH',
  zip: '45202',
  countryCode: 'US',
};

describe('given an address-book record', () => {
  it('reads addressId, location{latitude,longitude}, type, line1, line2, city, stateCode, zip and countryCode', () => {
    expect(fromLegacyAddress(record)).toStrictEqual({
      id: 'a-7',
      street: '1014 Vine St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      type: 'home',
      location: { lat: 39.1, lng: -84.5 },
    });
  });

  it.each([
    ['home', true],
    ['delivery', false],
  ])("a '%s' record is the mailing address: %s", (type, mailing) => {
    const address = fromLegacyAddress({ ...record, type });
    expect(address.type).toBe(type);
    expect(isMailingAddress(address)).toBe(mailing);
  });

  it("writes the type back as 'home' or 'delivery'", () => {
    expect(toLegacyAddress(fromLegacyAddress(record)).type).toBe('home');
    expect(toLegacyAddress(fromLegacyAddress({ ...record, type: 'Delivery' })).type).toBe('delivery');
  });
});

describe('given an address to edit', () => {
  const address: Address = {
    street: '1014 Vine St',
    locality: 'Cincinnati',
    region: 'OH',
    postalCode: '45202',
    countryCode: 'US',
    type: 'delivery',
  };

  it('requireAddressId gives its id', () => {
    expect(requireAddressId({ ...address, id: 'a-7' })).toBe('a-7');
  });

  it.each([
    ['no id', undefined],
    ['a blank id', '  '],
  ])("with %s throws 'address must have id'", (_, id) => {
    expect(() => requireAddressId({ ...address, ...(id === undefined ? {} : { id }) })).toThrow(
      new Error('address must have id'),
    );
  });
});
