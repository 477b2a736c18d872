import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import type { Database, QueryResult } from './Database';
import { withReadCache } from './readCache';

/** A database that answers one row per statement and records what it was asked. */
function recordingDatabase() {
  const asked: string[] = [];
  let pending: (() => void) | undefined;
  const db: Database = {
    async query<T>(sql: string): Promise<QueryResult<T>> {
      asked.push(sql);
      if (sql.includes('slow')) await new Promise<void>((resolve) => (pending = resolve));
      return { rows: [{ n: asked.length }] as T[] };
    },
    async exec(sql) {
      asked.push(sql);
    },
    transaction: (fn) => fn(db),
    close: async () => undefined,
  };
  return { db, asked, release: () => pending?.() };
}

describe('given a read made a moment ago', () => {
  it('after the same SELECT with the same parameters, answers from the cache', async () => {
    const { db, asked } = recordingDatabase();
    const cached = withReadCache(db);
    const first = await cached.query('SELECT n FROM t WHERE id = $1', ['a']);
    const second = await cached.query('SELECT n FROM t WHERE id = $1', ['a']);
    expect(second.rows).toEqual(first.rows);
    expect(asked).toHaveLength(1);
  });

  it('after other parameters, reads again', async () => {
    const { db, asked } = recordingDatabase();
    const cached = withReadCache(db);
    await cached.query('SELECT n FROM t WHERE id = $1', ['a']);
    await cached.query('SELECT n FROM t WHERE id = $1', ['b']);
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['an INSERT', (db: Database) => db.query('INSERT INTO t VALUES (1)')],
    ['an UPDATE inside WITH', (db: Database) => db.query('WITH x AS (UPDATE t SET n = 1 RETURNING n) SELECT n FROM x')],
    ['an exec', (db: Database) => db.exec('TRUNCATE t')],
    ['a transaction', (db: Database) => db.transaction(async () => undefined)],
  ])('after %s, reads again', async (_, write) => {
    const { db, asked } = recordingDatabase();
    const cached = withReadCache(db);
    await cached.query('SELECT n FROM t');
    await write(cached);
    await cached.query('SELECT n FROM t');
    expect(asked.filter((sql) => sql === 'SELECT n FROM t')).toHaveLength(2);
  });

  it('after its time is up, reads again', async () => {
    const { db, asked } = recordingDatabase();
    const cached = withReadCache(db, { ttlMs: 0 });
    await cached.query('SELECT n FROM t');
    await cached.query('SELECT n FROM t');
    expect(asked).toHaveLength(2);
  });

  it('never keeps a locking read', async () => {
    const { db, asked } = recordingDatabase();
    const cached = withReadCache(db);
    await cached.query('SELECT id FROM shoppers WHERE id = $1 FOR UPDATE', ['a']);
    await cached.query('SELECT id FROM shoppers WHERE id = $1 FOR UPDATE', ['a']);
    expect(asked).toHaveLength(2);
  });

  it('hands out frozen rows, so no caller can change what the next one reads', async () => {
    const cached = withReadCache(recordingDatabase().db);
    const { rows } = await cached.query<{ n: number }>('SELECT n FROM t');
    expect(() => {
      (rows[0] as { n: number }).n = 9;
    }).toThrow(TypeError);
  });
});

describe('given a read that was still running when a write began', () => {
  it('does not keep what it read: the next read asks again', async () => {
    const { db, asked, release } = recordingDatabase();
    const cached = withReadCache(db);
    const slow = cached.query('SELECT slow FROM t');
    await cached.query('UPDATE t SET n = 2');
    release();
    await slow;
    const again = cached.query('SELECT slow FROM t');
    release();
    await again;
    expect(asked.filter((sql) => sql === 'SELECT slow FROM t')).toHaveLength(2);
  });
});

describe('given a token that just answered a call (its session read is cached)', () => {
  const profilePath = '/atlas/v1/customer-profile/v1/profile';
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

  it('after an address is added, the list shows it at once', async () => {
    const token = await api.signIn('riley@aisle.test');
    const addresses = '/atlas/v1/customer-profile/v1/addresses';
    const before = await api.call<{ addresses: unknown[] }>('GET', addresses, { token });
    const added = await api.call('POST', addresses, {
      token,
      body: {
        addressType: 'delivery',
        addressLine1: '3420 Edwards Rd',
        city: 'Cincinnati',
        countryCode: 'US',
        stateCode: 'OH',
        zip: '45208',
      },
    });
    expect(added.status).toBe(201);
    const after = await api.call<{ addresses: unknown[] }>('GET', addresses, { token });
    expect(after.body.addresses).toHaveLength(before.body.addresses.length + 1);
  });
});
