import { toAddressRecord, toProfileAddressPayload } from '@aisle/contracts';
import { ServiceError, type ServiceClient } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { homeAddress, officeAddress, typedAddress } from '../testing/fixtures';
import { recordingClient } from '../testing/recordingClient';
import { addAddress, deleteAddress, getAddresses, updateAddress } from './addresses';
import { validateAddress } from './addressValidation';

const now = new Date('2026-11-22T12:00:00Z');
const profile = 'https://api.test/atlas/v1/customer-profile/v1';
const homeRecord = toAddressRecord({ ...homeAddress, id: 'addr-home' });
const officeRecord = toAddressRecord({ ...officeAddress, id: 'addr-office' });

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error as ServiceError,
  );

describe('given the address-service calls (§7)', () => {
  it('gets the addresses with a GET and no payload, reading each address, id, type and modified.value', async () => {
    const { client, calls } = recordingClient({ body: { addresses: [homeRecord, officeRecord] } });
    const addresses = await getAddresses(client);
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', body: undefined })]);
    expect(calls[0]?.url.href).toBe(`${profile}/addresses`);
    expect(addresses.map(({ id, type, street, lastModified }) => ({ id, type, street, lastModified }))).toEqual([
      { id: 'addr-home', type: 'home', street: '1014 Vine St', lastModified: '2026-10-01T12:00:00.000Z' },
      {
        id: 'addr-office',
        type: officeAddress.type,
        street: '312 Walnut St',
        lastModified: officeAddress.lastModified,
      },
    ]);
  });

  it('adds an address with a POST of addressType, addressLine1, addressLine2, city, county, countryCode, stateCode, zip', async () => {
    const { client, calls } = recordingClient({ status: 201, body: { address: homeRecord } });
    await addAddress(client, toProfileAddressPayload({ ...homeAddress, id: undefined }, { now }));
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]?.url.href).toBe(`${profile}/addresses`);
    expect(calls[0]?.body).toMatchObject({
      addressType: 'home',
      addressLine1: '1014 Vine St',
      addressLine2: 'Apt 5C',
      city: 'Cincinnati',
      county: 'Hamilton',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45202',
    });
  });

  it('updates an address with a PUT by id of addressId, the same fields and dateAddressUpdated', async () => {
    const { client, calls } = recordingClient({ body: { address: homeRecord } });
    await updateAddress(client, 'addr-home', toProfileAddressPayload(homeAddress, { now }));
    expect(calls[0]).toMatchObject({ method: 'PUT' });
    expect(calls[0]?.url.href).toBe(`${profile}/addresses/addr-home`);
    expect(calls[0]?.body).toMatchObject({
      addressId: 'addr-home',
      addressLine1: '1014 Vine St',
      zip: '45202',
      dateAddressUpdated: '2026-11-22T12:00:00.000Z',
    });
  });

  it('removes an address by its addressId', async () => {
    const { client, calls } = recordingClient({ body: { successful: true } });
    await expect(deleteAddress(client, 'addr-office')).resolves.toEqual({ successful: true });
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0]?.url.href).toBe(`${profile}/addresses/addr-office`);
  });

  it("refuses to update or remove an address without an id: 'address must have id', and no call (§5)", async () => {
    const { client, calls } = recordingClient({ body: { successful: true } });
    await expect(updateAddress(client, ' ', toProfileAddressPayload(homeAddress, { now }))).rejects.toThrow(
      'address must have id',
    );
    await expect(deleteAddress(client, '')).rejects.toThrow('address must have id');
    expect(calls).toEqual([]);
  });
});

describe('given an address-service error (§8)', () => {
  const failing = {
    fetch: (client: ServiceClient) => getAddresses(client),
    add: (client: ServiceClient) => addAddress(client, toProfileAddressPayload(typedAddress, { now })),
    remove: (client: ServiceClient) => deleteAddress(client, 'addr-office'),
    update: (client: ServiceClient) =>
      updateAddress(client, 'addr-home', toProfileAddressPayload(homeAddress, { now })),
    validate: (client: ServiceClient) =>
      validateAddress(client, { address: toAddressRecord({ ...typedAddress, id: 'x' }).address }),
  };

  it.each(Object.entries(failing))('%s throws the first error’s reason', async (_call, call) => {
    const { client } = recordingClient({
      status: 400,
      body: {
        errors: [
          { code: 'ADDRESS_NOT_FOUND', reason: 'We could not find that address.' },
          { code: 'SECOND', reason: 'Not this one.' },
        ],
      },
    });
    const error = await rejection(call(client));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ message: 'We could not find that address.', status: 400, code: 'ADDRESS_NOT_FOUND' });
  });

  it.each([
    ['fetch', 'unknown fetch address service error'],
    ['add', 'unknown add address service error'],
    ['remove', 'unknown remove address service error'],
    ['update', 'unknown update address service error'],
    ['validate', 'unknown validate address service error'],
  ] as const)('%s without a reason throws %j', async (name, fallback) => {
    const { client } = recordingClient({ status: 500, body: { errors: [{ code: 'INTERNAL' }] } });
    const error = await rejection(failing[name](client));
    expect(error).toMatchObject({ message: fallback, reason: fallback, status: 500, code: 'INTERNAL' });
  });

  it('keeps an offline failure offline, so the screen still says so', async () => {
    const { client } = recordingClient();
    const offline = Object.assign(client, {
      get: () => Promise.reject(new ServiceError({ status: 0, code: 'NETWORK_ERROR', offline: true })),
    });
    const error = await rejection(getAddresses(offline));
    expect(error).toMatchObject({ offline: true, message: 'unknown fetch address service error' });
  });
});
