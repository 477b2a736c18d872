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
  type BillingAddressRecord,
  type LegacyAddress,
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

/** A wallet billing address as GET /payment/v2/wallet/account/billing answers it. */
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

/** The home address as the legacy calls send it. */
const legacyHome: LegacyAddress = {
  addressId: 'a-1',
  line1: '1014 Vine St',
  line2: 'Apt 4',
  city: 'Cincinnati',
  county: 'Hamilton',
  zip: '45202',
  stateCode: 'OH',
  countryCode: 'US',
  location: { lat: 39.1, lng: -84.5 },
  type: 'home',
  preferred: true,
  label: 'Home',
  notes: 'Side door',
};

describe('given a customer-profile record whose preferredAddress disagrees with its type', () => {
  it('the type, not preferredAddress, decides the mailing address', () => {
    expect(fromAddressRecord({ ...homeRecord, type: 'delivery', preferredAddress: true }).type).toBe('delivery');
    expect(fromAddressRecord({ ...homeRecord, preferredAddress: undefined }).type).toBe('home');
  });
});

describe('given a legacy client-shape address', () => {
  it('after fromLegacyAddress it is the address, without a modification date', () => {
    const { lastModified: _, ...expected } = home;
    expect(fromLegacyAddress(legacyHome)).toStrictEqual(expected);
  });

  it('nulls are absent, a state name becomes its code, and a lower-case country is read', () => {
    expect(
      fromLegacyAddress({
        line1: ' 5 Elm St ',
        line2: null,
        city: 'Dayton',
        county: null,
        zip: '45402',
        stateCode: 'Ohio',
        countryCode: 'us',
        location: null,
        type: 'Delivery',
        label: null,
        notes: '',
      }),
    ).toStrictEqual({
      street: '5 Elm St',
      locality: 'Dayton',
      region: 'OH',
      postalCode: '45402',
      countryCode: 'US',
      type: 'delivery',
    });
  });
});

describe('given a billing address as the wallet returns it', () => {
  it('after fromBillingAddressRecord it is the address', () => {
    expect(fromBillingAddressRecord(billingRecord)).toStrictEqual({
      id: 'b-1',
      street: '1014 Vine St',
      unit: 'Apt 4',
      locality: 'Cincinnati',
      county: 'Hamilton',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
      type: 'home',
    });
  });

  it('without a type it is a delivery address', () => {
    const { type: _, ...untyped } = billingRecord;
    expect(fromBillingAddressRecord(untyped).type).toBe('delivery');
  });

  it('with no country takes it from the region, and normalises a Canadian postal code', () => {
    const record: BillingAddressRecord = {
      id: 'b-3',
      address: { street: '100 Queen St W', locality: 'Toronto', region: 'on', postalCode: 'm5h2n2' },
    };
    expect(fromBillingAddressRecord(record)).toStrictEqual({
      id: 'b-3',
      street: '100 Queen St W',
      locality: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
      type: 'delivery',
    });
  });
});

describe('given untidy addresses from each service shape', () => {
  const ontario = { street: '100 Queen St W', locality: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' };
  const ohio: Partial<Address> = {
    street: '5 Elm St',
    locality: 'Dayton',
    region: 'OH',
    postalCode: '45402',
    countryCode: 'US',
  };

  it.each<[string, () => Address, Partial<Address>]>([
    [
      'a customer-profile record, Canadian, no country',
      () =>
        fromAddressRecord({
          id: 'r',
          address: { addressLines: ['100 Queen St W'], cityTown: 'Toronto', stateProvince: 'ON', postalCode: 'm5h2n2' },
        }),
      { ...ontario, countryCode: 'CA' },
    ],
    [
      'a customer-profile record, a state by name',
      () =>
        fromAddressRecord({
          id: 'r',
          address: { addressLines: ['5 Elm St'], cityTown: 'Dayton', stateProvince: 'Ohio', postalCode: '45402' },
        }),
      ohio,
    ],
    [
      'a profile payload, Canadian',
      () =>
        fromProfileAddressPayload({
          addressType: 'delivery',
          addressLine1: '100 Queen St W',
          addressLine2: '',
          city: 'Toronto',
          county: '',
          countryCode: 'CA',
          stateCode: 'on',
          zip: 'm5h2n2',
          preferredAddress: false,
        }),
      { ...ontario, countryCode: 'CA' },
    ],
    [
      'a profile payload, a state by name',
      () =>
        fromProfileAddressPayload({
          addressType: 'delivery',
          addressLine1: '5 Elm St',
          addressLine2: '',
          city: 'Dayton',
          county: '',
          countryCode: 'US',
          stateCode: 'Ohio',
          zip: '45402',
          preferredAddress: false,
        }),
      ohio,
    ],
    [
      'a legacy address, Canadian, blank country',
      () =>
        fromLegacyAddress({
          line1: '100 Queen St W',
          city: 'Toronto',
          zip: 'm5h2n2',
          stateCode: 'ON',
          countryCode: '',
          type: 'delivery',
        }),
      { ...ontario, countryCode: 'CA' },
    ],
    [
      'a legacy address, a state by name',
      () =>
        fromLegacyAddress({
          line1: '5 Elm St',
          city: 'Dayton',
          zip: '45402',
          stateCode: 'Ohio',
          countryCode: '',
          type: 'delivery',
        }),
      ohio,
    ],
    [
      'a billing record, a state by name',
      () =>
        fromBillingAddressRecord({
          id: 'b',
          address: { street: '5 Elm St', locality: 'Dayton', region: 'Ohio', postalCode: '45402' },
        }),
      ohio,
    ],
    [
      'a billing payload, Canadian',
      () =>
        fromBillingAddressPayload({
          addressLine1: '100 Queen St W',
          addressLine2: '',
          addressType: 'delivery',
          city: 'Toronto',
          countryCode: 'CA',
          preferredAddress: false,
          stateCode: 'ON',
          zip: 'm5h2n2',
        }),
      { ...ontario, countryCode: 'CA' },
    ],
    [
      'a card-side address, Canadian, blank country',
      () =>
        fromCardBillingAddress({
          addressLines: ['100 Queen St W'],
          cityTown: 'Toronto',
          countryCode: '',
          stateProvince: 'ON',
          postalCode: 'm5h2n2',
        }),
      { ...ontario, countryCode: 'CA' },
    ],
    [
      'a card-side address, a state by name',
      () =>
        fromCardBillingAddress({
          addressLines: ['5 Elm St'],
          cityTown: 'Dayton',
          countryCode: 'US',
          stateProvince: 'Ohio',
          postalCode: '45402',
        }),
      ohio,
    ],
  ])('after reading %s it is tidy: code, country and postal code', (_, read, expected) => {
    expect(read()).toMatchObject({ ...expected, type: 'delivery' });
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

  it('after toProfileAddressPayload a new delivery address has no id, label or notes and is not preferred', () => {
    const { id: _, ...fresh } = toronto;
    expect(toProfileAddressPayload(fresh, { now: () => now })).toStrictEqual({
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

  it('reads the clock once, at call time', () => {
    let calls = 0;
    const clock = () => {
      calls += 1;
      return now;
    };
    expect(calls).toBe(0);
    toProfileAddressPayload(home, { now: clock });
    expect(calls).toBe(1);
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

  it('after toServiceAddress an empty unit is dropped', () => {
    expect(toServiceAddress({ ...toronto, unit: ' ' })).toStrictEqual({
      addressLines: ['100 Queen St W'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
    });
  });

  it('after toBillingAddressPayload a delivery address is not preferred and has an empty second line', () => {
    expect(toBillingAddressPayload(toronto)).toStrictEqual({
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

  it('after toBillingAddressPayload a new home address has no id and is preferred', () => {
    const { id: _, ...fresh } = home;
    expect(toBillingAddressPayload(fresh)).toMatchObject({ addressType: 'home', preferredAddress: true });
    expect(toBillingAddressPayload(fresh)).not.toHaveProperty('addressId');
  });

  it('after toAddressRecord and toLegacyAddress they are the record and client shapes, without what the address lacks', () => {
    expect(toAddressRecord({ ...toronto, id: 'a-2' })).toStrictEqual({
      id: 'a-2',
      address: {
        addressLines: ['100 Queen St W'],
        cityTown: 'Toronto',
        stateProvince: 'ON',
        postalCode: 'M5H 2N2',
        countryCode: 'CA',
      },
      type: 'delivery',
      preferredAddress: false,
    });
    expect(toLegacyAddress(home)).toStrictEqual(legacyHome);
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

describe('given a card’s own address', () => {
  it('after fromCardBillingAddress it is an address with no id, not the mailing address', () => {
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
      type: 'delivery',
    });
  });

  it('after fromBillingAddress a state name becomes its code and the fields are trimmed', () => {
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
      type: 'delivery',
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
    const {
      location: _location,
      lastModified: _lastModified,
      label,
      notes,
      county,
      id,
      type,
      ...place
    } = saved(address);
    const labelled = { ...(label ? { label } : {}), ...(notes ? { notes } : {}) };
    expect(fromAddressRecord(toAddressRecord(saved(address)))).toStrictEqual(saved(address));
    // The legacy shape has no modification date.
    const { lastModified: _undated, ...undated } = address;
    expect(fromLegacyAddress(toLegacyAddress(address))).toStrictEqual(undated);
    // The profile payload carries no location or date.
    expect(fromProfileAddressPayload(toProfileAddressPayload(saved(address), { now }))).toStrictEqual({
      id,
      ...place,
      ...(county ? { county } : {}),
      type,
      ...labelled,
    });
    // The wallet's record carries the county but no location, label, notes or date.
    expect(fromBillingAddressRecord(toBillingAddressRecord(saved(address)))).toStrictEqual({
      id,
      ...place,
      ...(county ? { county } : {}),
      type,
    });
    // The wallet's save payload carries no county either.
    expect(fromBillingAddressPayload(toBillingAddressPayload(saved(address)))).toStrictEqual({ id, ...place, type });
    // A card's address has no id and is never the mailing address.
    expect(fromCardBillingAddress(toCardBillingAddress(address))).toStrictEqual({ ...place, type: 'delivery' });
    expect(fromBillingAddress(toBillingAddress(address))).toStrictEqual({ ...place, type: 'delivery' });
    expect(fromServiceAddress(toServiceAddress(address), { id, type })).toStrictEqual({
      id,
      ...place,
      ...(county ? { county } : {}),
      type,
    });
  });
});
