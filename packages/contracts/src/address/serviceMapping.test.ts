import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import {
  fromAddressRecord,
  fromBillingAddress,
  fromBillingAddressPayload,
  fromBillingAddressRecord,
  fromCardBillingAddress,
  fromLegacyAddress,
  fromProfileAddressPayload,
  fromServiceAddress,
  toAddressRecord,
  toBillingAddress,
  toBillingAddressPayload,
  toBillingAddressRecord,
  toCardBillingAddress,
  toLegacyAddress,
  toProfileAddressPayload,
  toServiceAddress,
} from './serviceMapping';
import {
  addressRecord,
  billingAddress,
  billingAddressPayload,
  billingAddressRecord,
  cardBillingAddress,
  legacyAddress,
  profileAddressPayload,
  serviceAddress,
  type AddressRecord,
} from './serviceShapes';

const now = new Date('2026-11-22T15:04:05.000Z');

/** A customer-profile record as the service sends it: unit first, street last. */
const homeRecord: AddressRecord = {
  id: 'a-1',
  address: {
    addressLines: ['Apt 4', '1014 Vine St'],
    cityTown: 'Cincinnati',
    county: 'Hamilton',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  location: { latitude: 39.1, longitude: -84.5 },
  type: 'home',
  preferredAddress: true,
  label: 'Home',
  notes: 'Side door',
  modified: { value: '2026-11-01T10:00:00Z' },
};

/** The same address as Aisle holds it. */
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
  location: { lat: 39.1, lng: -84.5 },
  label: 'Home',
  notes: 'Side door',
  lastModified: '2026-11-01T10:00:00Z',
};

/** A Canadian delivery address with no unit. */
const toronto: Address = {
  id: 'a-2',
  street: '100 Queen St W',
  locality: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 2N2',
  countryCode: 'CA',
  type: 'delivery',
};

describe('given a customer-profile record', () => {
  it('after fromAddressRecord it is the address, its location read as lat/lng', () => {
    expect(fromAddressRecord(homeRecord)).toStrictEqual(home);
  });

  it.each<[string, AddressRecord, Partial<Address>]>([
    [
      'a single line is the street',
      { ...homeRecord, address: { ...homeRecord.address, addressLines: ['1014 Vine St'] } },
      { street: '1014 Vine St' },
    ],
    [
      'a missing country comes from the state',
      { ...homeRecord, address: { ...homeRecord.address, stateProvince: 'on', countryCode: undefined } },
      { region: 'ON', countryCode: 'CA' },
    ],
    [
      'a lower-case country is read',
      { ...homeRecord, address: { ...homeRecord.address, countryCode: 'ca', stateProvince: 'BC' } },
      { countryCode: 'CA' },
    ],
    [
      'a Canadian postal code is normalised',
      {
        ...homeRecord,
        address: { ...homeRecord.address, stateProvince: 'ON', countryCode: 'CA', postalCode: 'm5h2n2' },
      },
      { postalCode: 'M5H 2N2' },
    ],
    [
      'a state given by name becomes its code',
      { ...homeRecord, address: { ...homeRecord.address, stateProvince: ' Ohio ' } },
      { region: 'OH' },
    ],
    [
      'a location inside the address is read as lat/lng',
      { ...homeRecord, location: undefined, address: { ...homeRecord.address, location: { lat: 1, lng: 2 } } },
      { location: { lat: 1, lng: 2 } },
    ],
    ['the type is read in any case', { ...homeRecord, type: 'Delivery' }, { type: 'delivery' }],
  ])('%s', (_, record, expected) => {
    expect(fromAddressRecord(record)).toMatchObject(expected);
  });

  it('leaves optional fields out rather than empty, and a silent type is delivery', () => {
    const bare: AddressRecord = {
      id: 'a-3',
      address: { addressLines: ['', '5 Elm St '], cityTown: ' Dayton ', stateProvince: 'OH', postalCode: '45402' },
    };
    expect(fromAddressRecord(bare)).toStrictEqual({
      id: 'a-3',
      street: '5 Elm St',
      locality: 'Dayton',
      region: 'OH',
      postalCode: '45402',
      countryCode: 'US',
      type: 'delivery',
    });
  });
});

describe('given an address going to a service', () => {
  it('after toServiceAddress the unit comes before the street, and the location is left out', () => {
    expect(toServiceAddress(home)).toStrictEqual({
      addressLines: ['Apt 4', '1014 Vine St'],
      cityTown: 'Cincinnati',
      county: 'Hamilton',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    });
    expect(toServiceAddress(toronto).addressLines).toEqual(['100 Queen St W']);
  });

  it('after toProfileAddressPayload it is the add payload, dated by the clock given, preferred when home', () => {
    expect(toProfileAddressPayload(home, { now })).toStrictEqual({
      addressId: 'a-1',
      addressType: 'home',
      addressLine1: '1014 Vine St',
      addressLine2: 'Apt 4',
      city: 'Cincinnati',
      county: 'Hamilton',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45202',
      preferredAddress: true,
      dateAddressUpdated: '2026-11-22T15:04:05.000Z',
      label: 'Home',
      notes: 'Side door',
    });
    expect(toProfileAddressPayload(toronto, { now: () => now })).toMatchObject({
      addressLine2: '',
      county: '',
      preferredAddress: false,
    });
  });

  it('refuses an invalid clock with a RangeError', () => {
    expect(() => toProfileAddressPayload(home, { now: new Date(Number.NaN) })).toThrow(RangeError);
  });

  it('after toCardBillingAddress and toBillingAddress it is a card’s two billing shapes', () => {
    expect(toCardBillingAddress(home)).toStrictEqual({
      addressLines: ['Apt 4', '1014 Vine St'],
      cityTown: 'Cincinnati',
      countryCode: 'US',
      stateProvince: 'OH',
      postalCode: '45202',
    });
    expect(toBillingAddress(toronto)).toStrictEqual({
      addressLine1: '100 Queen St W',
      addressLine2: '',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'M5H 2N2',
      country: 'CA',
    });
  });

  it('after toBillingAddressPayload it is the wallet’s save payload, preferred when home', () => {
    expect(toBillingAddressPayload(home)).toStrictEqual({
      addressId: 'a-1',
      addressLine1: '1014 Vine St',
      addressLine2: 'Apt 4',
      addressType: 'home',
      city: 'Cincinnati',
      countryCode: 'US',
      preferredAddress: true,
      stateCode: 'OH',
      zip: '45202',
    });
  });
});

describe('given a card’s billingAddress whose state is a name', () => {
  it('after fromBillingAddress it is an address with the state’s code and country', () => {
    expect(
      fromBillingAddress({ addressLine1: '1 Main St', city: 'Toronto', state: 'Ontario', zipCode: 'm5h2n2' }),
    ).toStrictEqual({
      street: '1 Main St',
      locality: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
      type: 'delivery',
    });
  });
});

describe('given every service shape', () => {
  const saved = (address: Address) => ({ ...address, id: address.id ?? 'new' });
  it.each([
    ['home', home],
    ['Canadian', toronto],
  ])('the %s address written to each shape parses with that shape’s schema', (_, address) => {
    expect(serviceAddress.parse(toServiceAddress(address))).toStrictEqual(toServiceAddress(address));
    expect(addressRecord.parse(toAddressRecord(saved(address)))).toStrictEqual(toAddressRecord(saved(address)));
    const payload = toProfileAddressPayload(address, { now });
    expect(profileAddressPayload.parse(payload)).toStrictEqual(payload);
    expect(legacyAddress.parse(toLegacyAddress(address))).toStrictEqual(toLegacyAddress(address));
    expect(billingAddressRecord.parse(toBillingAddressRecord(saved(address)))).toStrictEqual(
      toBillingAddressRecord(saved(address)),
    );
    expect(billingAddressPayload.parse(toBillingAddressPayload(address))).toStrictEqual(
      toBillingAddressPayload(address),
    );
    expect(cardBillingAddress.parse(toCardBillingAddress(address))).toStrictEqual(toCardBillingAddress(address));
    expect(billingAddress.parse(toBillingAddress(address))).toStrictEqual(toBillingAddress(address));
  });

  it.each([
    ['home', home],
    ['Canadian', toronto],
  ])('the %s address read back from each shape is the address, for the fields the shape carries', (_, address) => {
    const place = (a: Address) => ({
      street: a.street,
      ...(a.unit ? { unit: a.unit } : {}),
      locality: a.locality,
      region: a.region,
      postalCode: a.postalCode,
      countryCode: a.countryCode,
    });
    expect(fromAddressRecord(toAddressRecord(saved(address)))).toStrictEqual(saved(address));
    // The legacy shape has no modification date.
    const { lastModified: _undated, ...undated } = address;
    expect(fromLegacyAddress(toLegacyAddress(address))).toStrictEqual(undated);
    expect(fromProfileAddressPayload(toProfileAddressPayload(address, { now }))).toMatchObject({
      ...place(address),
      type: address.type,
    });
    expect(fromBillingAddressRecord(toBillingAddressRecord(saved(address)))).toMatchObject({
      ...place(address),
      id: saved(address).id,
      type: address.type,
    });
    expect(fromBillingAddressPayload(toBillingAddressPayload(address))).toMatchObject({
      ...place(address),
      type: address.type,
    });
    expect(place(fromCardBillingAddress(toCardBillingAddress(address)))).toStrictEqual(place(address));
    expect(place(fromServiceAddress(toServiceAddress(address)))).toStrictEqual(place(address));
  });
});
