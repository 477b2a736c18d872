import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import {
  isCompleteAddress,
  readValidationResult,
  requiresValidation,
  toValidationRequest,
  validationOutcome,
  type AddressValidationResult,
} from './validation';
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
  street: '100 Queen St W',
  locality: 'Toronto',
  region: 'ON',
  postalCode: 'M5H 2N2',
  countryCode: 'CA',
  type: 'delivery',
};

describe('given an address to validate', () => {
  it('after toValidationRequest it is { address } in the service shape', () => {
    expect(toValidationRequest(home)).toStrictEqual({
      address: {
        addressLines: ['Apt 4', '1014 Vine St'],
        cityTown: 'Cincinnati',
        county: 'Hamilton',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    });
  });

  it.each([
    ['a US address', home, true],
    ['a Canadian address', toronto, false],
    ['a Canadian region with no country, once tidied', tidyAddress({ ...toronto, countryCode: '' }), false],
    ['a US state with no country, once tidied', tidyAddress({ ...home, countryCode: undefined }), true],
  ])('%s requires validation: %s', (_, address, expected) => {
    expect(requiresValidation(address)).toBe(expected);
  });
});

describe('given a validation answer', () => {
  const suggestion = {
    addressLines: ['1014 Vine Street'],
    cityTown: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45202',
  };

  it.each<[string, unknown, AddressValidationResult]>([
    [
      'nested under addressValidations (account)',
      { addressValidations: { validated: true, corrected: false, location: { lat: 39.1, lng: -84.5 } } },
      { validated: true, corrected: false, location: { lat: 39.1, lng: -84.5 } },
    ],
    [
      'flat with the suggested address (scheduling)',
      { validated: true, corrected: true, address: suggestion },
      {
        validated: true,
        corrected: true,
        address: {
          street: '1014 Vine Street',
          locality: 'Cincinnati',
          region: 'OH',
          postalCode: '45202',
          countryCode: 'US',
          type: 'delivery',
        },
      },
    ],
    [
      'with latitude/longitude',
      { validated: true, corrected: false, location: { latitude: 1, longitude: 2 } },
      { validated: true, corrected: false, location: { lat: 1, lng: 2 } },
    ],
    ['with string flags', { validated: 'true', corrected: 'false' }, { validated: false, corrected: false }],
    ['empty', {}, { validated: false, corrected: false }],
    ['null', null, { validated: false, corrected: false }],
    ['undefined', undefined, { validated: false, corrected: false }],
  ])('reads one %s', (_, body, expected) => {
    expect(readValidationResult(body)).toStrictEqual(expected);
  });

  it('reads the account answer’s address beside addressValidations, and a location beside the flags', () => {
    expect(
      readValidationResult({
        addressValidations: { validated: true, corrected: true },
        address: { ...suggestion, countryCode: 'us', addressLines: ['Apt 4', '1014 Vine Street'] },
        location: { latitude: 39.1, longitude: -84.5 },
      }),
    ).toStrictEqual({
      validated: true,
      corrected: true,
      location: { lat: 39.1, lng: -84.5 },
      address: {
        street: '1014 Vine Street',
        unit: 'Apt 4',
        locality: 'Cincinnati',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
        type: 'delivery',
      },
    });
  });

  it.each([
    ['not an object', 'nope'],
    ['without addressLines', { cityTown: 'Cincinnati' }],
    ['null', null],
  ])('ignores an answered address that is %s', (_, address) => {
    expect(readValidationResult({ validated: true, corrected: false, address })).toStrictEqual({
      validated: true,
      corrected: false,
    });
  });

  it('ignores a location it cannot read', () => {
    expect(readValidationResult({ validated: true, location: { lat: 'x', lng: 2 } })).toStrictEqual({
      validated: true,
      corrected: false,
    });
  });

  it('gives the suggestion the type of the address that was sent', () => {
    const body = { validated: true, corrected: true, address: suggestion };
    expect(readValidationResult(body, home).address?.type).toBe('home');
  });

  it.each<[AddressValidationResult | null | undefined, string]>([
    [{ validated: false, corrected: false }, 'unverified'],
    [{ validated: false, corrected: true }, 'unverified'],
    [{ validated: true, corrected: true }, 'corrected'],
    [{ validated: true, corrected: false }, 'validated'],
    [null, 'unverified'],
    [undefined, 'unverified'],
  ])('after validationOutcome(%j) the save flow goes %s', (result, outcome) => {
    expect(validationOutcome(result)).toBe(outcome);
  });
});

describe('given an address to add', () => {
  it.each([
    ['a full address', home, true],
    ['no street', { ...home, street: '  ' }, false],
    ['no city', { ...home, locality: '' }, false],
    ['no state', { ...home, region: '' }, false],
    ['no postal code', { ...home, postalCode: '' }, false],
    ['no unit', { ...home, unit: undefined }, true],
    ['a postal code of spaces', { ...home, postalCode: '   ' }, false],
    ['a Canadian address', toronto, true],
  ])('with %s it is complete: %s', (_, address, expected) => {
    expect(isCompleteAddress(address)).toBe(expected);
  });
});
