import { describe, expect, it } from 'vitest';
import { homeAddress, homeRecord, homeUi, torontoUi } from './fixtures';
import {
  fromFormValues,
  fromServiceRecord,
  fromUiAddress,
  readAddressType,
  readStateCode,
  toFormValues,
  toProfilePayload,
  toServiceAddress,
  toUiAddress,
} from './mapping';
import type { Address, ServiceAddressRecord } from './types';

const now = new Date('2026-11-22T15:04:05.000Z');

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

describe('given a customer-profile record', () => {
  it('after fromServiceRecord it is the account client shape', () => {
    expect(fromServiceRecord(homeRecord)).toStrictEqual(homeAddress);
  });

  it('after toUiAddress it is the scheduling UI shape', () => {
    expect(toUiAddress(homeRecord)).toStrictEqual(homeUi);
  });

  it.each<[string, ServiceAddressRecord, Partial<Address>]>([
    [
      'a single line is the street',
      { ...homeRecord, address: { ...homeRecord.address, addressLines: ['1014 Vine St'] } },
      { line1: '1014 Vine St' },
    ],
    [
      'a missing country comes from the state',
      { ...homeRecord, address: { ...homeRecord.address, stateProvince: 'on', countryCode: undefined } },
      { stateCode: 'ON', countryCode: 'CA' },
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
      { zip: 'M5H 2N2' },
    ],
    [
      'a location inside the address is read as lat/lng',
      { ...homeRecord, location: undefined, address: { ...homeRecord.address, location: { lat: 1, lng: 2 } } },
      { location: { lat: 1, lng: 2 } },
    ],
    [
      'the type is read in any case',
      { ...homeRecord, type: 'Delivery', preferredAddress: false },
      { type: 'delivery', preferred: false },
    ],
    ['a silent preferredAddress means "is home"', { ...homeRecord, preferredAddress: undefined }, { preferred: true }],
  ])('%s', (_, record, expected) => {
    expect(fromServiceRecord(record)).toMatchObject(expected);
  });

  it('leaves optional fields out rather than empty', () => {
    const bare: ServiceAddressRecord = {
      id: 'a-3',
      address: { addressLines: ['', '5 Elm St '], cityTown: ' Dayton ', stateProvince: 'OH', postalCode: '45402' },
    };
    expect(fromServiceRecord(bare)).toStrictEqual({
      addressId: 'a-3',
      line1: '5 Elm St',
      city: 'Dayton',
      zip: '45402',
      stateCode: 'OH',
      countryCode: 'US',
      type: 'delivery',
      preferred: false,
    });
  });
});

describe('given the account client shape', () => {
  it('after toUiAddress it is the UI shape (no modification date to carry)', () => {
    const { lastModified: _, ...expected } = homeUi;
    expect(toUiAddress(homeAddress)).toStrictEqual(expected);
  });

  it('after fromUiAddress of that, it is the same address but for label and notes, which the UI shape lacks', () => {
    const { label: _, notes: __, ...expected } = homeAddress;
    expect(fromUiAddress(toUiAddress(homeAddress))).toStrictEqual(expected);
  });
});

describe('given a UI address', () => {
  it('after toUiAddress it is tidied: trimmed, region as a code, country derived', () => {
    expect(
      toUiAddress({
        street: ' 100 Queen St W ',
        unit: '  ',
        locality: 'Toronto ',
        region: 'Ontario',
        postalCode: 'm5h2n2',
        countryCode: '' as 'CA',
        isMailingAddress: false,
      }),
    ).toStrictEqual(withoutId(torontoUi));
  });

  it('after toServiceAddress the unit comes before the street', () => {
    expect(toServiceAddress(homeUi)).toStrictEqual({
      addressLines: ['Apt 4', '1014 Vine St'],
      cityTown: 'Cincinnati',
      county: 'Hamilton',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    });
  });

  it('after toServiceAddress an empty unit is dropped and the postal code normalised', () => {
    expect(toServiceAddress({ ...torontoUi, unit: '', postalCode: 'm5h2n2' })).toStrictEqual({
      addressLines: ['100 Queen St W'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
    });
  });

  it('after a round trip through the service shape it is unchanged', () => {
    const record: ServiceAddressRecord = { id: 'a-1', type: 'home', address: toServiceAddress(homeUi) };
    const { lastModified: _, location: __, ...expected } = homeUi;
    expect(toUiAddress(record)).toStrictEqual(expected);
  });
});

function withoutId<T extends { id?: string }>({ id: _, ...rest }: T) {
  return rest;
}

describe('given the address form', () => {
  const values = {
    addressLine1: ' 100 Queen St W ',
    addressLine2: '',
    city: 'Toronto',
    state: 'on',
    zipCode: 'm5h 2n2',
    isHome: false,
  };

  it('after fromFormValues it is a UI address with the country derived from the state', () => {
    expect(fromFormValues(values)).toStrictEqual(withoutId(torontoUi));
  });

  it('keeps the id of the address being edited', () => {
    expect(fromFormValues(values, { id: 'a-2' })).toStrictEqual(torontoUi);
  });

  it('after toFormValues it gives the form its starting values', () => {
    expect(toFormValues(homeUi)).toStrictEqual({
      addressLine1: '1014 Vine St',
      addressLine2: 'Apt 4',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      isHome: true,
    });
    expect(toFormValues(torontoUi).addressLine2).toBe('');
  });

  it('after toFormValues then fromFormValues it is the same address', () => {
    expect(fromFormValues(toFormValues(torontoUi), { id: 'a-2' })).toStrictEqual(torontoUi);
  });
});

describe('given an address to save to the customer profile', () => {
  it('after toProfilePayload a home address is preferred and dated by the clock', () => {
    expect(toProfilePayload(homeAddress, { now })).toStrictEqual({
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
    });
  });

  it('after toProfilePayload a new delivery address has no id and is not preferred', () => {
    expect(toProfilePayload(withoutId(torontoUi), { now: () => now })).toStrictEqual({
      addressType: 'delivery',
      addressLine1: '100 Queen St W',
      addressLine2: '',
      city: 'Toronto',
      county: '',
      countryCode: 'CA',
      stateCode: 'ON',
      zip: 'M5H 2N2',
      preferredAddress: false,
      dateAddressUpdated: '2026-11-22T15:04:05.000Z',
    });
  });

  it('reads the clock at call time', () => {
    let calls = 0;
    const clock = () => {
      calls += 1;
      return now;
    };
    toProfilePayload(homeUi, { now: clock });
    expect(calls).toBe(1);
  });

  it('throws for an invalid clock rather than sending a wrong date', () => {
    expect(() => toProfilePayload(homeUi, { now: new Date('nope') })).toThrow(RangeError);
  });
});
