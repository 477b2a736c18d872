import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressRecord } from '@aisle/contracts';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const base = '/atlas/v1/customer-profile/v1/addresses';
const body = {
  addressType: 'delivery',
  addressLine1: '1 Main St',
  city: 'Cincinnati',
  countryCode: 'US',
  stateCode: 'OH',
  zip: '45202',
};
let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

const add = (token: string, key: string, payload: object = body) =>
  api.call<{ address: AddressRecord } & ErrorAnswer>('POST', base, {
    token,
    body: payload,
    headers: { 'Idempotency-Key': key },
  });

async function countAddresses(line1: string): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM addresses WHERE line1 = $1',
    [line1],
  );
  return rows[0]?.count ?? 0;
}

describe('given an add with an Idempotency-Key', () => {
  it('after repeating it, answers the first 201 and body again and stores one row', async () => {
    const first = await add(avery, 'key-1');
    const second = await add(avery, 'key-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await countAddresses('1 Main St')).toBe(1);
  });

  it('after the same key from another shopper, runs it again for that shopper', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    const averys = await add(avery, 'shared-key');
    const morgans = await add(morgan, 'shared-key');
    expect(morgans.status).toBe(201);
    expect(morgans.body.address.id).not.toBe(averys.body.address.id);
    expect(await countAddresses('1 Main St')).toBe(2);
  });

  it('after reusing the key for another path, method or body, answers 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const first = await add(avery, 'key-2');
    const otherBody = await add(avery, 'key-2', { ...body, addressLine1: '2 Main St' });
    const otherMethod = await api.call<ErrorAnswer>('DELETE', `${base}/${first.body.address.id}`, {
      token: avery,
      headers: { 'Idempotency-Key': 'key-2' },
    });
    for (const answer of [otherBody, otherMethod]) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors.code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(await countAddresses('2 Main St')).toBe(0);
  });

  it('after repeating a delete, answers the first success rather than 404', async () => {
    const [, other] = (await api.call<{ addresses: AddressRecord[] }>('GET', base, { token: avery })).body.addresses;
    const options = { token: avery, headers: { 'Idempotency-Key': 'delete-1' } };
    const first = await api.call('DELETE', `${base}/${other?.id}`, options);
    const again = await api.call('DELETE', `${base}/${other?.id}`, options);
    expect(first.body).toEqual({ successful: true });
    expect(again).toMatchObject({ status: 200, body: { successful: true } });
  });

  it('after a 4xx answer, repeating the key answers the same 4xx', async () => {
    const first = await add(avery, 'bad-1', { ...body, zip: 'nope' });
    const again = await add(avery, 'bad-1', { ...body, zip: 'nope' });
    expect(first.status).toBe(400);
    expect(again.body).toEqual(first.body);
  });

  it('after 24 hours, the key is forgotten and the request runs again', async () => {
    await add(avery, 'key-3');
    api.clock.advance(24 * 60 * 60 + 1);
    const token = await api.signIn('avery@aisle.test');
    expect((await add(token, 'key-3')).headers.get('Idempotent-Replayed')).toBeNull();
    expect(await countAddresses('1 Main St')).toBe(2);
  });

  it('after no key at all, each repeat adds another address', async () => {
    await api.call('POST', base, { token: avery, body });
    await api.call('POST', base, { token: avery, body });
    expect(await countAddresses('1 Main St')).toBe(2);
  });

  it.each([
    ['a key with spaces', 'has spaces'],
    ['a 256-character key', 'k'.repeat(256)],
  ])('after %s, answers 400 naming the header', async (_, key) => {
    const answer = await add(avery, key);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.details?.[0]?.field).toBe('Idempotency-Key');
  });
});
