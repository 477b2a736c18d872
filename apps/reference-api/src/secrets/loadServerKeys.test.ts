import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database';
import { resetData } from '../seed/seed';
import { openTestDatabase } from '../testing/testDatabase';
import { loadServerKeys, minimumKeyLength, ServerKeyError } from './loadServerKeys';

const variables = ['AISLE_EMAIL_KEY', 'AISLE_WALLET_KEY', 'AISLE_CARD_KEY', 'AISLE_PIN_KEY'];
const longKey = (letter: string) => letter.repeat(minimumKeyLength);

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('given a demo or test server with no key set', () => {
  it('after the first start, has four random keys kept in the database, and the same ones on the next start', async () => {
    const first = await loadServerKeys(db, 'demo', {});
    expect(first.kept.sort()).toEqual([...variables].sort());
    const values = Object.values(first.secrets);
    expect(new Set(values).size).toBe(4);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await loadServerKeys(db, 'test', {});
    expect(second.secrets).toEqual(first.secrets);
  });

  it('after a test reset, keeps its keys: the reseeded data is made under them', async () => {
    const before = await loadServerKeys(db, 'test', {});
    await resetData(db);
    expect((await loadServerKeys(db, 'test', {})).secrets).toEqual(before.secrets);
  });

  // Opening a second database takes seconds on a busy machine.
  it('given another database, has other keys: no two servers share one', { timeout: 30_000 }, async () => {
    const other = await openTestDatabase();
    const mine = await loadServerKeys(db, 'demo', {});
    const theirs = await loadServerKeys(other, 'demo', {});
    await other.close();
    expect(theirs.secrets.email).not.toBe(mine.secrets.email);
  });
});

describe('given a key set in the environment', () => {
  it('after loading, uses it and keeps only the others in the database', async () => {
    const loaded = await loadServerKeys(db, 'demo', { AISLE_EMAIL_KEY: 'mine' });
    expect(loaded.secrets.email).toBe('mine');
    expect(loaded.kept).not.toContain('AISLE_EMAIL_KEY');
  });
});

describe('given production mode', () => {
  it('refuses to start without the keys, naming every variable to set', async () => {
    const loading = loadServerKeys(db, 'production', { AISLE_CARD_KEY: longKey('c') });
    await expect(loading).rejects.toThrow(ServerKeyError);
    await expect(loading).rejects.toThrow('Set AISLE_EMAIL_KEY, AISLE_WALLET_KEY, AISLE_PIN_KEY');
  });

  it('refuses a key shorter than the minimum, naming it', async () => {
    const env = {
      AISLE_EMAIL_KEY: 'short',
      AISLE_WALLET_KEY: longKey('w'),
      AISLE_CARD_KEY: longKey('c'),
      AISLE_PIN_KEY: longKey('p'),
    };
    await expect(loadServerKeys(db, 'production', env)).rejects.toThrow(
      `AISLE_EMAIL_KEY must be at least ${minimumKeyLength} characters long.`,
    );
  });

  it('after loading all four from the environment, keeps none in the database', async () => {
    const env = {
      AISLE_EMAIL_KEY: longKey('e'),
      AISLE_WALLET_KEY: longKey('w'),
      AISLE_CARD_KEY: longKey('c'),
      AISLE_PIN_KEY: longKey('p'),
    };
    const loaded = await loadServerKeys(db, 'production', env);
    expect(loaded).toEqual({
      secrets: {
        email: env.AISLE_EMAIL_KEY,
        wallet: env.AISLE_WALLET_KEY,
        card: env.AISLE_CARD_KEY,
        pin: env.AISLE_PIN_KEY,
      },
      kept: [],
    });
  });

  it('the server process exits with the variables named, before opening any database', async () => {
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    const inherited = Object.entries(process.env).filter(([name]) => !variables.includes(name));
    const env = {
      ...Object.fromEntries(inherited),
      AISLE_API_MODE: 'production',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(`${apiDir}/node_modules/.bin/tsx`, ['src/main.ts'], { cwd: apiDir, env });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Set AISLE_EMAIL_KEY, AISLE_WALLET_KEY, AISLE_CARD_KEY, AISLE_PIN_KEY: production mode has no built-in or generated keys.',
    );
  }, 30_000);
});
