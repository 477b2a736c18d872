import { fromServiceAddress, toLegacyAddress } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { demoHomeAddress as homeAddress, demoHomeRecord as homeRecord, newAddress } from '../testing/fixtures';
import { InvalidAddressError } from './addressChecks';
import { addAddress, getAddresses, removeAddress, updateAddress, validateAddress } from './addresses';
import {
  addLegacyAddress,
  getLegacyAddresses,
  removeLegacyAddress,
  updateLegacyAddress,
  validateLegacyAddress,
} from './legacyAddresses';
import { recordingClient } from '@aisle/core/testing';

const now = new Date('2026-11-22T12:00:00Z');
const base = 'https://api.test';
const profilePayload = {
  addressType: 'delivery',
  addressLine1: '200 Main St',
  addressLine2: '',
  city: 'Columbus',
  county: '',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '43215',
  preferredAddress: false,
  dateAddressUpdated: '2026-11-22T12:00:00.000Z',
};
const validationBody = {
  address: {
    addressLines: ['200 Main St'],
    cityTown: 'Columbus',
    stateProvince: 'OH',
    postalCode: '43215',
    countryCode: 'US',
  },
};

describe('given the address calls', () => {
  it.each([
    [
      'get addresses (v2)',
      (c: Client) => getAddresses(c),
      { addresses: [homeRecord] },
      'GET',
      '/atlas/v1/customer-profile/v1/addresses',
      undefined,
    ],
    [
      'add address (v2)',
      (c: Client) => addAddress(c, newAddress, { now }),
      { address: homeRecord },
      'POST',
      '/atlas/v1/customer-profile/v1/addresses',
      profilePayload,
    ],
    [
      'update address (v2)',
      (c: Client) => updateAddress(c, { ...newAddress, id: 'a 1' }, { now }),
      { address: homeRecord },
      'PUT',
      '/atlas/v1/customer-profile/v1/addresses/a%201',
      { ...profilePayload, addressId: 'a 1' },
    ],
    [
      'remove address (v2)',
      (c: Client) => removeAddress(c, 'a-1'),
      { successful: true },
      'DELETE',
      '/atlas/v1/customer-profile/v1/addresses/a-1',
      undefined,
    ],
    [
      'validate address (v2)',
      (c: Client) => validateAddress(c, newAddress),
      { data: { addressValidations: { validated: true, corrected: false } } },
      'POST',
      '/atlas/v1/address-validation/v1/validate',
      validationBody,
    ],
    [
      'get addresses (legacy)',
      (c: Client) => getLegacyAddresses(c),
      { addresses: [toLegacyAddress(homeAddress)] },
      'GET',
      '/accountmanagement/api/addresses',
      undefined,
    ],
    [
      'add address (legacy)',
      (c: Client) => addLegacyAddress(c, newAddress),
      { successful: true, address: toLegacyAddress(homeAddress) },
      'POST',
      '/accountmanagement/api/addresses/add',
      toLegacyAddress(newAddress),
    ],
    [
      'update address (legacy)',
      (c: Client) => updateLegacyAddress(c, homeAddress),
      { successful: true, address: toLegacyAddress(homeAddress) },
      'POST',
      '/accountmanagement/api/addresses/update',
      toLegacyAddress(homeAddress),
    ],
    [
      'remove address (legacy)',
      (c: Client) => removeLegacyAddress(c, 'a-1'),
      { successful: true },
      'POST',
      '/accountmanagement/api/addresses/remove',
      { addressId: 'a-1' },
    ],
    [
      'validate address (legacy)',
      (c: Client) => validateLegacyAddress(c, newAddress),
      { data: { addressValidations: { validated: true, corrected: false } } },
      'POST',
      '/accountmanagement/api/addresses/validate',
      validationBody,
    ],
  ])('%s sends %#: the method, path and body the spec gives', async (_name, call, answer, method, path, body) => {
    const { client, calls } = recordingClient({ body: answer });
    await call(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url: `${base}${path}`, body });
  });

  it('reads the v2 list into addresses', async () => {
    const { client } = recordingClient({ body: { addresses: [homeRecord] } });
    expect(await getAddresses(client)).toEqual([homeAddress]);
  });

  it('reads the v2 validation answer with its suggestion and location', async () => {
    const suggestion = { ...validationBody.address, addressLines: ['200 MAIN ST'] };
    const { client } = recordingClient({
      body: {
        data: {
          addressValidations: { validated: true, corrected: true, location: { lat: 1, lng: 2 } },
          address: suggestion,
          originalAddress: validationBody.address,
        },
      },
    });
    expect(await validateAddress(client, newAddress)).toEqual({
      validated: true,
      corrected: true,
      location: { lat: 1, lng: 2 },
      address: fromServiceAddress(suggestion),
    });
  });

  it('reads the legacy validation answer, whose address sits beside data', async () => {
    const { client } = recordingClient({
      body: { data: { addressValidations: { validated: false, corrected: false } }, address: validationBody.address },
    });
    expect(await validateLegacyAddress(client, newAddress)).toEqual({
      validated: false,
      corrected: false,
      address: fromServiceAddress(validationBody.address),
    });
  });

  it.each([
    ['add without a street', (c: Client) => addAddress(c, { ...newAddress, street: ' ' }, { now })],
    ['update without an id', (c: Client) => updateAddress(c, newAddress, { now })],
    ['remove without an id', (c: Client) => removeAddress(c, '')],
    ['legacy add without a city', (c: Client) => addLegacyAddress(c, { ...newAddress, locality: '' })],
    ['legacy update without an id', (c: Client) => updateLegacyAddress(c, newAddress)],
    ['legacy remove without an id', (c: Client) => removeLegacyAddress(c, ' ')],
  ])('refuses to %s before calling', async (_name, call) => {
    const { client, calls } = recordingClient({ body: {} });
    await expect(call(client)).rejects.toBeInstanceOf(InvalidAddressError);
    expect(calls).toHaveLength(0);
  });

  it('turns a legacy 4xx into a ServiceError carrying the error code', async () => {
    const { client } = recordingClient({
      status: 400,
      body: {
        successful: false,
        errorDetail: { errorCode: 'TOO_MANY_ADDRESSES' },
        errors: { code: 'TOO_MANY_ADDRESSES', reason: 'full' },
      },
    });
    await expect(addLegacyAddress(client, newAddress)).rejects.toMatchObject({
      status: 400,
      code: 'TOO_MANY_ADDRESSES',
    });
  });

  it('treats a legacy 200 with successful false as a failure with its code', async () => {
    const { client } = recordingClient({
      body: { successful: false, errorDetail: { errorCode: 'ADDRESS_NOT_FOUND' } },
    });
    await expect(removeLegacyAddress(client, 'a-9')).rejects.toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it.each([
    ['a 200 with successful false', 200],
    ['a 404', 404],
  ])('reads the remove answer’s serviceResponseErrorCode when it gives no other code (%s)', async (_name, status) => {
    const { client } = recordingClient({
      status,
      body: { successful: false, serviceResponseErrorCode: 'ADDRESS_NOT_FOUND' },
    });
    await expect(removeLegacyAddress(client, 'a-9')).rejects.toMatchObject({ status, code: 'ADDRESS_NOT_FOUND' });
  });
});

type Client = ReturnType<typeof recordingClient>['client'];
