import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { Database, Queryable } from './Database';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Wraps an open PGlite (tests pass an in-memory one). */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}

/** The embedded engine, kept in `dataDir` (created if missing), or in memory without one. */
export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, options);
  return pgliteDatabase(pglite);
}
