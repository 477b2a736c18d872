import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressRecord } from '@aisle/contracts';
import type { LegacyAddress } from '@aisle/contracts';
import type { LegacyErrorBody } from '../http/legacyEnvelope';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const base = '/accountmanagement/api/addresses';
let api: TestApi;
let avery: string;

// Generous: on a busy machine, loading the database template can take longer than the default 10 s.
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

const newAddress = {
  line1: '1 Main St',
  line2: null,
  city: 'Cincinnati',
  county: null,
  zip: '45202',
  stateCode: 'OH',
  countryCode: 'US',
  location: { lat: 1, lng: 2 },
  type: 'delivery',
  preferred: false,
  label: null,
  notes: null,
};

type Saved = { successful: boolean; address: LegacyAddress } & ErrorAnswer;

const list = async (token: string) =>
  (await api.call<{ addresses: LegacyAddress[] }>('GET', base, { token })).body.addresses;
const post = (path: string, token: string | undefined, body: unknown) =>
  api.call<Saved>('POST', `${base}/${path}`, { token, body });

/** A legacy failure carries both shapes, and the codes agree. */
function expectLegacyError(body: ErrorAnswer, code: string) {
  expect(body).toMatchObject({
    successful: false,
    errorDetail: { errorCode: code },
    serviceResponseErrorCode: code,
    errors: { code },
  });
  expect(typeof body.errors.reason).toBe('string');
}

describe('given the shopper with three addresses on the legacy calls', () => {
  it('after listing them, answers the client shape, oldest first', async () => {
    const addresses = await list(avery);
    expect(addresses).toHaveLength(3);
    expect(addresses[0]).toEqual({
      addressId: expect.any(String),
      line1: '1014 Vine St',
      line2: 'Apt 5C',
      city: 'Cincinnati',
      county: 'Hamilton',
      zip: '45202',
      stateCode: 'OH',
      countryCode: 'US',
      location: { lat: 39.1072, lng: -84.5149 },
      type: 'home',
      preferred: true,
      label: null,
      notes: null,
    });
    expect(addresses[1]).toMatchObject({ line1: '3420 Edwards Rd', label: 'Parents', type: 'delivery' });
  });

  it('after adding one, answers 200 successful with the address, and the newer list shows it too', async () => {
    const answer = await post('add', avery, { ...newAddress, line2: 'Unit 3', label: 'Gym', notes: 'Desk' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      successful: true,
      address: { line1: '1 Main St', line2: 'Unit 3', label: 'Gym', notes: 'Desk', type: 'delivery' },
    });
    // The server computes the location; the client's is ignored.
    expect(answer.body.address.location).toEqual({ lat: 39.1072, lng: -84.5149 });
    const newer = await api.call<{ addresses: AddressRecord[] }>('GET', '/atlas/v1/customer-profile/v1/addresses', {
      token: avery,
    });
    expect(newer.body.addresses.map((record) => record.id)).toContain(answer.body.address.addressId);
  });

  it('after adding a home address, the previous home becomes a delivery address (the shared rule)', async () => {
    const [home] = await list(avery);
    const answer = await post('add', avery, { ...newAddress, type: 'home', preferred: null });
    expect(answer.body.address).toMatchObject({ type: 'home', preferred: true });
    expect((await list(avery)).find((address) => address.addressId === home?.addressId)).toMatchObject({
      type: 'delivery',
      preferred: false,
    });
  });

  it('after updating one, answers successful with it changed', async () => {
    const [, other] = await list(avery);
    const answer = await post('update', avery, { ...other, line1: '2 Elm St', zip: '45202-1234' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      successful: true,
      address: { addressId: other?.addressId, line1: '2 Elm St' },
    });
    expect((await list(avery)).find((address) => address.addressId === other?.addressId)?.line1).toBe('2 Elm St');
  });

  it('after removing one, answers successful and it is gone; removing it again answers 404 ADDRESS_NOT_FOUND', async () => {
    const [, other] = await list(avery);
    const answer = await post('remove', avery, { addressId: other?.addressId });
    expect(answer).toMatchObject({ status: 200, body: { successful: true } });
    expect((await list(avery)).map((address) => address.addressId)).not.toContain(other?.addressId);
    const again = await post('remove', avery, { addressId: other?.addressId });
    expect(again.status).toBe(404);
    expectLegacyError(again.body, 'ADDRESS_NOT_FOUND');
  });

  it('after adding until the book holds 10, the 11th answers 400 TOO_MANY_ADDRESSES in both shapes', async () => {
    for (let count = 3; count < 10; count += 1) {
      expect((await post('add', avery, { ...newAddress, line1: `${count} Main St` })).status).toBe(200);
    }
    const eleventh = await post('add', avery, { ...newAddress, line1: '11 Main St' });
    expect(eleventh.status).toBe(400);
    expectLegacyError(eleventh.body, 'TOO_MANY_ADDRESSES');
    expect(await list(avery)).toHaveLength(10);
  });
});

describe('given the legacy validation rules', () => {
  it.each(['city', 'countryCode', 'line1', 'stateCode', 'type', 'zip'])(
    'after adding without %s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION, reason "invalid address", naming the field',
    async (field) => {
      const answer = await post('add', avery, { ...newAddress, [field]: undefined });
      expect(answer.status).toBe(400);
      expectLegacyError(answer.body, 'CONSTRAINT_VIOLATION_EXCEPTION');
      expect(answer.body.errors.reason).toBe('invalid address');
      expect(answer.body.errors.details?.map((detail) => detail.field)).toContain(field);
    },
  );

  it('after adding a 41-character line1, answers 400 with the spec’s limit on the legacy field name', async () => {
    const answer = await post('add', avery, { ...newAddress, line1: 'x'.repeat(41) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.details).toEqual([
      { field: 'line1', message: 'Street Address must be at most 40 characters' },
    ]);
  });

  it('after updating or removing without an address id, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async () => {
    const update = await post('update', avery, newAddress);
    expect(update.status).toBe(400);
    expectLegacyError(update.body, 'CONSTRAINT_VIOLATION_EXCEPTION');
    expect(update.body.errors.details).toEqual([{ field: 'addressId', message: 'addressId is required' }]);
    const remove = await post('remove', avery, {});
    expect(remove.status).toBe(400);
    expectLegacyError(remove.body, 'CONSTRAINT_VIOLATION_EXCEPTION');
  });

  it('after updating an id that is not a UUID, answers 404 ADDRESS_NOT_FOUND', async () => {
    const answer = await post('update', avery, { ...newAddress, addressId: 'not-a-uuid' });
    expect(answer.status).toBe(404);
    expectLegacyError(answer.body, 'ADDRESS_NOT_FOUND');
  });

  it('after calling without a token, answers 401 UNAUTHORIZED in both shapes', async () => {
    const answer = await api.call<LegacyErrorBody>('GET', base);
    expect(answer.status).toBe(401);
    expectLegacyError(answer.body, 'UNAUTHORIZED');
    expect(answer.headers.get('WWW-Authenticate')).toContain('Bearer');
    expectLegacyError((await post('add', undefined, newAddress)).body, 'UNAUTHORIZED');
  });
});

describe('given two shoppers on the legacy calls', () => {
  it('after Morgan updates or removes Avery’s address, answers 404 and Avery’s book is unchanged', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    const before = await list(avery);
    const [home] = before;
    const update = await post('update', morgan, { ...home, line1: '666 Hack St' });
    expect(update.status).toBe(404);
    expectLegacyError(update.body, 'ADDRESS_NOT_FOUND');
    const remove = await post('remove', morgan, { addressId: home?.addressId });
    expect(remove.status).toBe(404);
    expect(await list(avery)).toEqual(before);
    expect((await list(morgan)).map((address) => address.addressId)).not.toContain(home?.addressId);
  });
});

describe('given the legacy validate call', () => {
  const validate = (address: object) =>
    api.call<{
      data: { addressValidations: { corrected: boolean; validated: boolean; location: unknown } };
      address: unknown;
    }>('POST', `${base}/validate`, { token: avery, body: { address } });

  it('after a loosely typed address, answers validated and corrected with the suggestion', async () => {
    const answer = await validate({
      addressLines: ['apartment 5c', '1014 vine street'],
      cityTown: 'cincinnati',
      stateProvince: 'oh',
      postalCode: '452021234',
      countryCode: 'US',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { addressValidations: { corrected: true, validated: true, location: { lat: 39.1072, lng: -84.5149 } } },
      address: {
        addressLines: ['Apt 5C', '1014 Vine St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202-1234',
        countryCode: 'US',
      },
    });
  });

  it('after an address with no house number, answers not validated', async () => {
    const answer = await validate({
      addressLines: ['Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
    });
    expect(answer.body.data.addressValidations).toEqual({ corrected: false, validated: false, location: null });
  });

  it('after an address without a city, answers 400 with errors.code and errors.reason', async () => {
    const answer = await api.call<LegacyErrorBody>('POST', `${base}/validate`, {
      token: avery,
      body: { address: { addressLines: ['1 Main St'], stateProvince: 'OH', postalCode: '45202' } },
    });
    expect(answer.status).toBe(400);
    expectLegacyError(answer.body, 'CONSTRAINT_VIOLATION_EXCEPTION');
  });
});

describe('given a legacy add with an Idempotency-Key', () => {
  it('after repeating it, answers the first answer again and stores one address', async () => {
    const headers = { 'Idempotency-Key': 'legacy-add-1' };
    const first = await api.call<Saved>('POST', `${base}/add`, { token: avery, body: newAddress, headers });
    const second = await api.call<Saved>('POST', `${base}/add`, { token: avery, body: newAddress, headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await list(avery)).toHaveLength(4);
  });

  it('after repeating a failed remove, replays the legacy failure', async () => {
    const headers = { 'Idempotency-Key': 'legacy-remove-1' };
    const body = { addressId: '00000000-0000-4000-8000-000000000000' };
    await api.call('POST', `${base}/remove`, { token: avery, body, headers });
    const again = await api.call<LegacyErrorBody>('POST', `${base}/remove`, { token: avery, body, headers });
    expect(again.status).toBe(404);
    expectLegacyError(again.body, 'ADDRESS_NOT_FOUND');
  });
});
