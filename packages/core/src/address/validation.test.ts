import { describe, expect, it } from 'vitest';
import { homeAddress, homeUi, torontoUi } from './fixtures';
import type { AddressValidationResult } from './types';
import {
  isCompleteAddress,
  readValidationResult,
  requiresValidation,
  toValidationRequest,
  validationOutcome,
} from './validation';

describe('given an address to validate', () => {
  it('after toValidationRequest it is { address } in the service shape', () => {
    expect(toValidationRequest(homeAddress)).toStrictEqual({
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
    ['a US address', homeUi, true],
    ['a Canadian address', torontoUi, false],
    ['a Canadian state with no country', { ...torontoUi, countryCode: '' as 'CA' }, false],
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
      { validated: true, corrected: true, address: suggestion },
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
    ['a full address', homeUi, true],
    ['no street', { ...homeUi, street: '  ' }, false],
    ['no city', { ...homeUi, locality: '' }, false],
    ['no state', { ...homeUi, region: '' }, false],
    ['no zip', { ...homeAddress, zip: '' }, false],
    ['no unit', { ...homeUi, unit: undefined }, true],
  ])('with %s it is complete: %s', (_, address, expected) => {
    expect(isCompleteAddress(address)).toBe(expected);
  });
});
