import { toAddressLines } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { demoShoppers } from '../seed/demoShoppers';
import { demoStores } from '../seed/demoStores';
import { normaliseAddressLine, normalisePostal, normaliseState, titleCase } from './normalise';
import { validateAddress, type ServiceAddressInput } from './validateAddress';

const vine: ServiceAddressInput = {
  addressLines: ['1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
};

describe('given the street normalisation table', () => {
  it.each([
    ['123 main street', '123 Main St'],
    ['123  MAIN   STREET', '123 Main St'],
    ['500 North Main Avenue', '500 N Main Ave'],
    ['12 south oak road', '12 S Oak Rd'],
    ['9 East Elm Drive', '9 E Elm Dr'],
    ['77 west sunset boulevard', '77 W Sunset Blvd'],
    ['4 Maple Lane', '4 Maple Ln'],
    ['8 Kings Court', '8 Kings Ct'],
    ['3 Walnut Place', '3 Walnut Pl'],
    ['1 Ronald Reagan Parkway', '1 Ronald Reagan Pkwy'],
    ['2200 Pacific Coast Highway', '2200 Pacific Coast Hwy'],
    ['13130 lake city way northeast', '13130 Lake City Way NE'],
    ['915 northwest 45TH street', '915 NW 45th St'],
    ['2201 21ST AVE. SOUTH', '2201 21st Ave S'],
    ['100 North Street', '100 North St'],
    ['12a main st.', '12A Main St'],
    ['1 Main St Apartment 4b', '1 Main St Apt 4B'],
    ['apartment 4b', 'Apt 4B'],
    ['Suite 200', 'Ste 200'],
    ['#12', '# 12'],
    ["12 o'neil court", "12 O'Neil Ct"],
  ])('after normalising %j, gives %j', (input, expected) => {
    expect(normaliseAddressLine(input)).toBe(expected);
  });

  it.each([
    ['winston-salem', 'Winston-Salem'],
    ['  salt   lake city ', 'Salt Lake City'],
    ['ST. LOUIS', 'St Louis'],
  ])('after title-casing the city %j, gives %j', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });

  it.each([
    ['oh', 'OH'],
    ['Ohio', 'OH'],
    [' british columbia ', 'BC'],
    ['zz', 'ZZ'],
  ])('after normalising the state %j, gives %j', (input, expected) => {
    expect(normaliseState(input)).toBe(expected);
  });

  it.each([
    ['45202', 'US', '45202'],
    ['452021234', 'US', '45202-1234'],
    ['45202/1234', 'US', '45202-1234'],
    [' 45202 1234 ', 'US', '45202-1234'],
    ['k1a0b1', 'CA', 'K1A 0B1'],
    ['abc', 'US', 'abc'],
  ] as const)('after normalising the postal code %j (%s), gives %j', (input, country, expected) => {
    expect(normalisePostal(input, country)).toBe(expected);
  });
});

describe('given the three outcomes', () => {
  it('after an address already in normal form, answers validated and not corrected, with its location', () => {
    expect(validateAddress(vine)).toEqual({
      validated: true,
      corrected: false,
      location: { lat: 39.1072, lng: -84.5149 },
      address: { ...vine, countryCode: 'US' },
    });
  });

  it('after an address typed loosely, answers validated and corrected with the suggestion', () => {
    const result = validateAddress({
      addressLines: ['apartment 5c', '1014  vine street'],
      cityTown: 'CINCINNATI',
      stateProvince: 'oh',
      postalCode: '452021234',
    });
    expect(result).toMatchObject({ validated: true, corrected: true });
    expect(result.address).toEqual({
      addressLines: ['Apt 5C', '1014 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202-1234',
      countryCode: 'US',
    });
  });

  it.each([
    ['no house number', { addressLines: ['Vine St'] }, 'house number'],
    ['a Nowhere street', { addressLines: ['1 Nowhere Ln'] }, 'not on any map'],
    ['an Unknown street', { addressLines: ['12 Unknown Rd'] }, 'not on any map'],
    ['a ZIP from another state', { postalCode: '90210' }, 'not in OH'],
    ['a house number above 99999', { addressLines: ['100000 Vine St'] }, 'above 99999'],
    ['an unknown state', { stateProvince: 'XX' }, 'unknown state'],
    ['a province with a US ZIP', { stateProvince: 'ON' }, 'postal code'],
    ['a malformed ZIP', { postalCode: '4520' }, 'not a postal code'],
    ['a US state marked Canadian', { countryCode: 'CA' as const }, 'not in CA'],
  ])('after an address with %s, answers not validated, not corrected, no location', (_, change, problem) => {
    const result = validateAddress({ ...vine, ...change });
    expect(result).toMatchObject({ validated: false, corrected: false, location: null });
    expect(result.problem).toContain(problem);
  });

  it('after a Canadian address with a well-formed code, answers validated; a bad code, not validated', () => {
    const toronto = {
      addressLines: ['290 Bremner Blvd'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5V 3L9',
    };
    expect(validateAddress(toronto)).toMatchObject({
      validated: true,
      corrected: false,
      address: { countryCode: 'CA' },
    });
    expect(validateAddress({ ...toronto, postalCode: 'M5V 3L' })).toMatchObject({ validated: false });
  });

  it('after a ZIP the table does not hold, answers a stable point near the state centre', () => {
    const columbus = { ...vine, cityTown: 'Dayton', postalCode: '45402' };
    const first = validateAddress(columbus).location;
    expect(validateAddress(columbus).location).toEqual(first);
    expect(Math.abs((first?.lat ?? 0) - 40.3)).toBeLessThanOrEqual(0.5);
    expect(Math.abs((first?.lng ?? 0) + 82.8)).toBeLessThanOrEqual(0.5);
  });
});

describe('given the demo data', () => {
  it('after validating every demo address and store, each is validated and not corrected', () => {
    const addresses = demoShoppers.flatMap((shopper) => shopper.addresses);
    const inputs: ServiceAddressInput[] = [
      ...addresses.map((address) => ({
        addressLines: toAddressLines(address.street, address.unit),
        cityTown: address.locality,
        stateProvince: address.region,
        postalCode: address.postalCode,
      })),
      ...demoStores.map((store) => ({
        addressLines: [store.line1],
        cityTown: store.city,
        stateProvince: store.state,
        postalCode: store.postalCode,
      })),
    ];
    for (const input of inputs) {
      expect({ input, ...validateAddress(input) }).toMatchObject({ validated: true, corrected: false });
    }
  });
});
