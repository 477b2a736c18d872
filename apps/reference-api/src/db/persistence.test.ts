import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AddressRecord } from '@aisle/contracts';
import { seed } from '../seed/seed';
import { initialiseDataDir } from '../testing/testDatabase';
import { migrate, readMigrations } from './migrate';
import { openPglite } from './pglite';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function start(dataDir: string) {
  const db = await openPglite(dataDir);
  const applied = await migrate(db);
  const seeded = await seed(db);
  return { db, applied, seeded, app: createApp({ db, mode: 'demo' }) };
}

async function signIn(app: ReturnType<typeof createApp>): Promise<string> {
  const response = await app.request('/auth/v1/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'riley@aisle.test', password: 'groceries' }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

describe('given a data folder on disk', () => {
  it('after writing an address, closing and reopening, reads it back; the second start applies no migration and seeds nothing', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aisle-reference-api-'));
    dirs.push(dataDir);

    await initialiseDataDir(path.join(dataDir, 'pglite'));
    const first = await start(path.join(dataDir, 'pglite'));
    expect(first.applied).toEqual((await readMigrations()).map((migration) => migration.version));
    expect(first.seeded).toEqual({ shoppers: 3, stores: 44, cards: 5 });
    const token = await signIn(first.app);
    const added = await first.app.request('/atlas/v1/customer-profile/v1/addresses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        addressType: 'home',
        addressLine1: '1 Main St',
        city: 'Cincinnati',
        countryCode: 'US',
        stateCode: 'OH',
        zip: '45202',
      }),
    });
    expect(added.status).toBe(201);
    await first.db.close();

    const second = await start(path.join(dataDir, 'pglite'));
    expect(second.applied).toEqual([]);
    expect(second.seeded).toEqual({ shoppers: 0, stores: 0, cards: 0 });
    // The session survived the restart too: a signed-in shopper stays signed in.
    const listed = await second.app.request('/atlas/v1/customer-profile/v1/addresses', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { addresses } = (await listed.json()) as { addresses: AddressRecord[] };
    expect(addresses).toMatchObject([
      { type: 'home', address: { addressLines: ['1 Main St'], cityTown: 'Cincinnati' } },
    ]);
    const { rows } = await second.db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(rows).toHaveLength((await readMigrations()).length);
    await second.db.close();
  }, 60_000);
});
