import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/testApi';
import { sweepIntervalMs } from './sweep';

const base = '/atlas/v1/customer-profile/v1/addresses';
let api: TestApi;

// One app for the file, so the sweeper's own schedule starts with it.
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Signed in afresh each time: the clock moves by days, far beyond an access token's life.
const keyedAdd = async (key: string, addressLine1: string) =>
  api.call('POST', base, {
    token: await api.signIn('avery@aisle.test'),
    headers: { 'Idempotency-Key': key },
    body: {
      addressType: 'delivery',
      addressLine1,
      city: 'Cincinnati',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45202',
    },
  });

async function storedKeys(): Promise<string[]> {
  const { rows } = await api.db.query<{ key: string }>('SELECT key FROM idempotency_records ORDER BY created_at, key');
  return rows.map((row) => row.key);
}

describe('given idempotency records of several ages', () => {
  it('after a keyed write more than a day later, the expired records are swept and the recent ones kept', async () => {
    await keyedAdd('day-one-a', '1 Main St');
    await keyedAdd('day-one-b', '2 Main St');
    api.clock.advance(23 * 60 * 60);
    await keyedAdd('day-one-late', '3 Main St');
    expect(await storedKeys()).toEqual(['day-one-a', 'day-one-b', 'day-one-late']);

    api.clock.advance(60 * 60 + 1);
    await keyedAdd('day-two', '4 Main St');
    expect(await storedKeys()).toEqual(['day-one-late', 'day-two']);
    // A key younger than a day still replays its first answer.
    expect((await keyedAdd('day-one-late', '3 Main St')).headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('after writes within the sweep interval, sweeps at most once per interval', async () => {
    api.clock.advance(24 * 60 * 60 + 1);
    await keyedAdd('swept-now', '5 Main St');
    expect(await storedKeys()).toEqual(['swept-now']);
    await api.db.query(
      `INSERT INTO idempotency_records (scope, key, method, path, fingerprint, status, body, created_at)
       VALUES ('shopper:old', 'expired', 'POST', '/', 'x', 201, '{}', $1)`,
      [new Date(api.clock.now.getTime() - 25 * 60 * 60 * 1000)],
    );
    api.clock.advance(sweepIntervalMs / 1000 - 1);
    await keyedAdd('too-soon', '6 Main St');
    expect(await storedKeys()).toContain('expired');
    api.clock.advance(1);
    await keyedAdd('due', '7 Main St');
    expect(await storedKeys()).not.toContain('expired');
  });
});
