import type { Session } from './sessions';

/** How long a session read from the database is trusted without asking again. */
export const sessionCacheMs = 1000;
// A bound on memory under a flood of distinct tokens; clearing only costs a query per token.
const maxEntries = 10_000;

const cache = new Map<string, { session: Session; until: number }>();
// Bumped by every change: a read that began before one must not cache what it found.
let generation = 0;

/*
 * Live sessions by access-token hash, so a signed-in call costs no session query when its token was
 * seen less than `sessionCacheMs` ago: that query was half the work of a signed-in GET. Every session
 * change this process makes (sign-in, refresh, sign-out, expiry, reset) clears it once written, so
 * here a revoked token stops at once; a second server on the same PostgreSQL trusts it for at most
 * `sessionCacheMs` more. Expiry is still checked on every call, against the app's clock.
 */
function cachedSession(tokenHash: string): Session | undefined {
  const entry = cache.get(tokenHash);
  if (entry && entry.until > performance.now()) return entry.session;
  cache.delete(tokenHash);
  return undefined;
}

/** Reads a session through the cache: `read` runs only on a miss. */
export async function readThrough(
  tokenHash: string,
  read: () => Promise<Session | undefined>,
): Promise<Session | undefined> {
  const cached = cachedSession(tokenHash);
  if (cached) return cached;
  const before = generation;
  const session = await read();
  if (session && generation === before) {
    if (cache.size >= maxEntries) cache.clear();
    cache.set(tokenHash, { session, until: performance.now() + sessionCacheMs });
  }
  return session;
}

/** Called after any write to `sessions`. */
export function forgetCachedSessions(): void {
  generation += 1;
  cache.clear();
}
