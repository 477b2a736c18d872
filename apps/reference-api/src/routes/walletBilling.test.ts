import type { BillingAddressRecord } from '@aisle/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { walletPath } from '../testing/walletTestSupport';

const billingPath = `${walletPath}/account/billing`;
let api: TestApi;
let avery: string;
let morgan: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
  morgan = await api.signIn('morgan@aisle.test');
});

type AddressesAnswer = { data: { payment: { addresses: BillingAddressRecord[] } } };
type AddressAnswer = { data: { payment: { address: BillingAddressRecord } } } & ErrorAnswer;

const list = async (token: string) =>
  (await api.call<AddressesAnswer>('GET', billingPath, { token })).body.data.payment.addresses;
const save = (token: string, address: object, headers: Record<string, string> = {}) =>
  api.call<AddressAnswer>('PUT', billingPath, { token, body: { address }, headers });

/** BillingAddressPayload, as toBillingAddressPayload of @aisle/contracts builds it. */
const payload = {
  addressLine1: "12 O'Neil Ave #4",
  addressLine2: '',
  addressType: 'delivery',
  city: 'Winston-Salem',
  countryCode: 'US',
  preferredAddress: false,
  stateCode: 'NC',
  zip: '27101-1234',
};

describe('given Avery’s billing addresses, seeded from her address book', () => {
  it('after listing them, answers the home address first in the spec’s shape', async () => {
    const addresses = await list(avery);
    expect(addresses).toHaveLength(3);
    expect(addresses[0]).toEqual({
      type: 'home',
      id: expect.any(String),
      address: {
        street: '1014 Vine St',
        unit: 'Apt 5C',
        locality: 'Cincinnati',
        county: 'Hamilton',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    });
    expect(addresses.slice(1).map((record) => [record.type, record.address.street])).toEqual([
      ['delivery', '3420 Edwards Rd'],
      ['delivery', '7650 Montgomery Rd'],
    ]);
    expect(await list(await api.signIn('riley@aisle.test'))).toEqual([]);
  });

  it('after adding one, answers it and lists it after the others', async () => {
    const answer = await save(avery, payload);
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment.address).toMatchObject({
      type: 'delivery',
      address: {
        street: "12 O'Neil Ave #4",
        locality: 'Winston-Salem',
        region: 'NC',
        postalCode: '27101-1234',
        countryCode: 'US',
      },
    });
    expect(answer.body.data.payment.address.address).not.toHaveProperty('unit');
    expect((await list(avery)).at(-1)?.id).toBe(answer.body.data.payment.address.id);
  });

  it('after adding a new home address, it is listed first and the old home becomes a delivery address', async () => {
    const answer = await save(avery, { ...payload, addressType: 'home', preferredAddress: true });
    const addresses = await list(avery);
    expect(addresses[0]?.id).toBe(answer.body.data.payment.address.id);
    expect(addresses.filter((record) => record.type === 'home')).toHaveLength(1);
  });

  it('after updating one by its addressId, answers it changed in place', async () => {
    const [, edwards] = await list(avery);
    const answer = await save(avery, { ...payload, addressId: edwards?.id, addressLine2: 'Unit 2' });
    expect(answer.body.data.payment.address).toMatchObject({ id: edwards?.id, address: { unit: 'Unit 2' } });
    expect(await list(avery)).toHaveLength(3);
  });

  it('after a Canadian address in lower case, answers it with the province’s country and the code spaced', async () => {
    const answer = await save(avery, { ...payload, stateCode: 'qc', countryCode: 'CA', zip: 'h2x1y4' });
    expect(answer.body.data.payment.address.address).toMatchObject({
      region: 'QC',
      postalCode: 'H2X 1Y4',
      countryCode: 'CA',
    });
  });

  it('after Morgan updates Avery’s address, or Avery an unknown one, answers 404 ADDRESS_NOT_FOUND', async () => {
    const [home] = await list(avery);
    const answer = await save(morgan, { ...payload, addressId: home?.id });
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('ADDRESS_NOT_FOUND');
    expect((await save(avery, { ...payload, addressId: 'home-1' })).status).toBe(404);
    expect((await list(avery))[0]?.address.street).toBe('1014 Vine St');
  });

  it('after the same add twice with one Idempotency-Key, keeps one', async () => {
    const headers = { 'Idempotency-Key': 'billing-1' };
    await save(avery, payload, headers);
    const again = await save(avery, payload, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await list(avery)).toHaveLength(4);
  });

  it('after an eleventh address, answers 400 TOO_MANY_ADDRESSES', async () => {
    for (let index = 0; index < 7; index += 1) {
      expect((await save(avery, { ...payload, addressLine1: `${index + 1} Main St` })).status).toBe(200);
    }
    const eleventh = await save(avery, payload);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.errors.code).toBe('TOO_MANY_ADDRESSES');
  });
});

describe('given a billing address that breaks the flyout’s rules', () => {
  it.each([
    ['no street', { addressLine1: '' }, 'addressLine1', 'Address is a required field.'],
    [
      'a street of 101',
      { addressLine1: `1 ${'a'.repeat(99)}` },
      'addressLine1',
      'Maximum length for address fields is 100 characters.',
    ],
    [
      'a comma in the street',
      { addressLine1: '1 Main St, Floor 2' },
      'addressLine1',
      'Address has invalid characters.',
    ],
    [
      'a unit of 101',
      { addressLine2: 'a'.repeat(101) },
      'addressLine2',
      'Maximum length for address fields is 100 characters.',
    ],
    ['no city', { city: ' ' }, 'city', 'City is a required field.'],
    ['a city of 51', { city: 'a'.repeat(51) }, 'city', 'Maximum length for city field is 50 characters.'],
    ['a city with a %', { city: 'Cin%cinnati' }, 'city', 'City has invalid characters.'],
    ['no state', { stateCode: '' }, 'stateCode', 'State/Province is a required field.'],
    ['no postal code', { zip: '' }, 'zip', 'Postal Code is a required field.'],
    ['a 6-digit ZIP', { zip: '452021' }, 'zip', 'Please enter a valid postal code.'],
    ['a Canadian code in the US', { zip: 'M5V 3L9' }, 'zip', 'Please enter a valid postal code.'],
    ['a country that is not the state’s', { countryCode: 'CA' }, 'stateCode', 'NC is not in CA'],
  ])('after %s, answers 400 with the spec’s message', async (_, fields, field, message) => {
    const answer = await save(avery, { ...payload, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details).toContainEqual({ field: `address.${field}`, message });
  });

  it('after a body without address, answers 400', async () => {
    const answer = await api.call<ErrorAnswer>('PUT', billingPath, { token: avery, body: payload });
    expect(answer.status).toBe(400);
  });
});
