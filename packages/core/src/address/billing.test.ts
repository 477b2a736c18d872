import { describe, expect, it } from 'vitest';
import {
  fromBillingAddress,
  fromCardBillingAddress,
  toBillingAddress,
  toBillingAddressPayload,
  toCardBillingAddress,
} from './billing';
import { homeUi, torontoUi } from './fixtures';
import { toUiAddress } from './mapping';
import { orderByRecentlyModified } from './ordering';
import type { BillingAddressRecord } from './types';

const billingRecord: BillingAddressRecord = {
  type: 'home',
  id: 'b-1',
  address: {
    street: '1014 Vine St',
    unit: 'Apt 4',
    locality: 'Cincinnati',
    county: 'Hamilton',
    region: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
};

describe('given a billing address as the wallet returns it', () => {
  it('after toUiAddress it is the UI shape', () => {
    const { lastModified: _, location: __, ...expected } = homeUi;
    expect(toUiAddress(billingRecord)).toStrictEqual({ ...expected, id: 'b-1' });
  });

  it('without a type it is a delivery address, and home sorts first', () => {
    const other: BillingAddressRecord = { id: 'b-2', address: { ...billingRecord.address, street: '5 Elm St' } };
    expect(toUiAddress(other).isMailingAddress).toBe(false);
    expect(orderByRecentlyModified([other, billingRecord]).map((record) => record.id)).toEqual(['b-1', 'b-2']);
  });

  it('with no country takes it from the region', () => {
    const record: BillingAddressRecord = {
      id: 'b-3',
      address: { street: '100 Queen St W', locality: 'Toronto', region: 'on', postalCode: 'm5h2n2' },
    };
    expect(toUiAddress(record)).toMatchObject({ region: 'ON', countryCode: 'CA', postalCode: 'M5H 2N2' });
  });
});

describe('given an address chosen for a card', () => {
  it('after toCardBillingAddress it is the card-side shape, unit before street', () => {
    expect(toCardBillingAddress(homeUi)).toStrictEqual({
      addressLines: ['Apt 4', '1014 Vine St'],
      cityTown: 'Cincinnati',
      countryCode: 'US',
      stateProvince: 'OH',
      postalCode: '45202',
    });
  });

  it('after toBillingAddressPayload it is the billing save payload', () => {
    expect(toBillingAddressPayload(torontoUi)).toStrictEqual({
      addressId: 'a-2',
      addressLine1: '100 Queen St W',
      addressLine2: '',
      addressType: 'delivery',
      city: 'Toronto',
      countryCode: 'CA',
      preferredAddress: false,
      stateCode: 'ON',
      zip: 'M5H 2N2',
    });
  });

  it('after toBillingAddressPayload a home address is preferred, and a new one has no id', () => {
    const { id: _, ...fresh } = homeUi;
    expect(toBillingAddressPayload(fresh)).toMatchObject({ addressType: 'home', preferredAddress: true });
    expect(toBillingAddressPayload(fresh)).not.toHaveProperty('addressId');
  });

  it('after toBillingAddress it is a card billingAddress', () => {
    expect(toBillingAddress(torontoUi)).toStrictEqual({
      addressLine1: '100 Queen St W',
      addressLine2: '',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'M5H 2N2',
      country: 'CA',
    });
  });
});

describe("given a card's own address", () => {
  it('after fromCardBillingAddress it is a UI address with no id', () => {
    expect(
      fromCardBillingAddress({
        addressLines: ['1014 Vine St'],
        cityTown: 'Cincinnati',
        countryCode: 'US',
        stateProvince: 'OH',
        postalCode: '45202',
      }),
    ).toStrictEqual({
      street: '1014 Vine St',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      isMailingAddress: false,
    });
  });

  it('after fromBillingAddress a state name becomes its code and fields are trimmed', () => {
    expect(
      fromBillingAddress({
        addressLine1: ' 1014 Vine St ',
        addressLine2: 'Apt 4 ',
        city: 'Cincinnati',
        state: 'Ohio',
        zipCode: '45202',
      }),
    ).toStrictEqual({
      street: '1014 Vine St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      isMailingAddress: false,
    });
  });

  it('round-trips through the card shapes', () => {
    const { id: _, county: __, lastModified: ___, location: ____, ...plain } = homeUi;
    const expected = { ...plain, isMailingAddress: false };
    expect(fromCardBillingAddress(toCardBillingAddress(homeUi))).toStrictEqual(expected);
    expect(fromBillingAddress(toBillingAddress(homeUi))).toStrictEqual(expected);
  });
});
