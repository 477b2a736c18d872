import type { Database, QueryResult } from './Database';

/** How long a read is reused without asking the database again. */
export const readCacheMs = 1000;
// A bound on memory under a flood of distinct reads; clearing only costs a query per read.
const maxEntries = 10_000;

// Only a lone SELECT is a read: `WITH … UPDATE`, INSERT … RETURNING and locking reads are not.
const plainSelect = /^\s*SELECT\b(?![\s\S]*\bFOR\s+(?:UPDATE|NO\s+KEY\s+UPDATE|SHARE|KEY\s+SHARE)\b)/i;

export interface ReadCacheOptions {
  /** `readCacheMs` unless set. */
  ttlMs?: number;
}

/*
 * The one caching rule of the API: a SELECT made outside a transaction is answered from what the
 * same statement with the same parameters returned less than `ttlMs` ago, as long as nothing has
 * been written through this database since. Every other statement, every `exec` and every
 * transaction counts as a write and empties the cache when it starts and when it ends, and a read
 * that overlapped a write is not kept, so a request never reads older data than the last write this
 * process made. Repeated reads (the session behind every signed-in call, a page's list fetched
 * again) then cost no query: on PGlite, whose engine runs in this process's one thread, a query was
 * most of a signed-in GET.
 *
 * PGlite belongs to one process, so there the rule is exact. Several servers on one PostgreSQL each
 * see the others' writes at most `ttlMs` late: a revoked token works that much longer elsewhere.
 *
 * Cached rows are frozen and shared: callers map them and never change them.
 */
export function withReadCache(db: Database, { ttlMs = readCacheMs }: ReadCacheOptions = {}): Database {
  const cache = new Map<string, { rows: readonly unknown[]; until: number }>();
  let generation = 0;
  const changed = () => {
    generation += 1;
    cache.clear();
  };
  async function writing<T>(run: () => Promise<T>): Promise<T> {
    changed();
    try {
      return await run();
    } finally {
      changed();
    }
  }

  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      if (!plainSelect.test(sql)) return writing(() => db.query<T>(sql, params));
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const kept = cache.get(key);
      if (kept && kept.until > performance.now()) return { rows: kept.rows as T[] };
      const before = generation;
      const { rows } = await db.query<T>(sql, params);
      const frozen = Object.freeze(rows.map((row) => Object.freeze(row)));
      if (generation === before) {
        if (cache.size >= maxEntries) cache.clear();
        cache.set(key, { rows: frozen, until: performance.now() + ttlMs });
      }
      return { rows: frozen as T[] };
    },
    exec: (sql) => writing(() => db.exec(sql)),
    transaction: (fn) => writing(() => db.transaction(fn)),
    close: () => {
      cache.clear();
      return db.close();
    },
  };
}
