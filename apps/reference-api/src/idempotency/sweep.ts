import type { Queryable } from '../db/Database';

/** The shortest time between two sweeps, on the app's clock. */
export const sweepIntervalMs = 10 * 60 * 1000;

/**
 * Deletes every idempotency record older than `ttlMs` (through the `created_at` index), run by keyed
 * writes but at most once per `sweepIntervalMs`, so the table holds about a day of keys instead of
 * growing for ever. A key's own expiry does not wait for a sweep: the middleware checks it as well.
 */
export function expiredRecordSweeper(db: Queryable, ttlMs: number): (now: Date) => Promise<void> {
  let nextSweep = -Infinity;
  return async (now) => {
    if (now.getTime() < nextSweep) return;
    nextSweep = now.getTime() + sweepIntervalMs;
    await db.query('DELETE FROM idempotency_records WHERE created_at <= $1', [new Date(now.getTime() - ttlMs)]);
  };
}
