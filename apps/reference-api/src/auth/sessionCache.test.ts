import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/Database';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { forgetCachedSessions } from './sessionCache';
import { findSession } from './sessions';

const profilePath = '/atlas/v1/customer-profile/v1/profile';

/** A database that answers one session row and counts how often it was asked. */
function countingDatabase(): Queryable & { reads: number } {
  const row = { id: 'session-1', shopper_id: 'shopper-1', access_expires_at: new Date('2026-03-02T16:00:00Z') };
  return {
    reads: 0,
    async query<T>() {
      this.reads += 1;
      return { rows: [row] as T[] };
    },
    async exec() {},
  };
}

describe('given a session looked up a moment ago', () => {
  beforeEach(() => forgetCachedSessions());

  it('after looking the same token up again, answers it without reading the database', async () => {
    const db = countingDatabase();
    const first = await findSession(db, 'token-aaaaaaaaaaaaaaaaaaaaaa');
    const second = await findSession(db, 'token-aaaaaaaaaaaaaaaaaaaaaa');
    expect(second).toEqual(first);
    expect(first).toMatchObject({ shopperId: 'shopper-1' });
    expect(db.reads).toBe(1);
  });

  it('after any session change, reads the database again', async () => {
    const db = countingDatabase();
    await findSession(db, 'token-bbbbbbbbbbbbbbbbbbbbbb');
    forgetCachedSessions();
    await findSession(db, 'token-bbbbbbbbbbbbbbbbbbbbbb');
    expect(db.reads).toBe(2);
  });
});

describe('given a token that just answered a call', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('after signing out, the very next call answers 401 UNAUTHORIZED', async () => {
    const token = await api.signIn('avery@aisle.test');
    expect((await api.call('GET', profilePath, { token })).status).toBe(200);
    await api.call('POST', '/auth/v1/sign-out', { token });
    expect((await api.call<ErrorAnswer>('GET', profilePath, { token })).body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after its access tokens are expired (test route), the very next call answers 401 TOKEN_EXPIRED', async () => {
    const token = await api.signIn('avery@aisle.test');
    expect((await api.call('GET', profilePath, { token })).status).toBe(200);
    await api.call('POST', '/__test/sessions/expire', { body: { email: 'avery@aisle.test' } });
    expect((await api.call<ErrorAnswer>('GET', profilePath, { token })).body.errors.code).toBe('TOKEN_EXPIRED');
  });

  it('after the demo data is reset, the very next call answers 401 UNAUTHORIZED', async () => {
    const token = await api.signIn('avery@aisle.test');
    expect((await api.call('GET', profilePath, { token })).status).toBe(200);
    await api.reset();
    expect((await api.call<ErrorAnswer>('GET', profilePath, { token })).body.errors.code).toBe('UNAUTHORIZED');
  });
});
