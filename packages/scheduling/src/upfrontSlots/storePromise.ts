// The promise as a host keeps it between visits (scheduling spec §4 "Promise storage"). Pure: the
// package never touches storage; the host saves the record where it likes and reads it back.
import { readClock, type Clock } from '@aisle/contracts';
import type { PromiseV4 } from '@aisle/contracts/scheduling';

/** §4: "id, expiration, ttl = expiration plus an offset in minutes, selections, versionKey". */
export interface StoredPromise {
  id: string;
  /** When the reserved time stops being held: ISO 8601. */
  expiration: string;
  /** Until when the record is worth keeping at all: `expiration` plus the offset, ISO 8601. */
  ttl: string;
  selections: PromiseV4['selections'];
  versionKey: string;
}

/** The offset the spec does not give: 30 minutes (ambiguity 5), overridable per call. */
export const defaultPromiseTtlMinutes = 30;

/** The record to store for a promise just created or updated. */
export function toStoredPromise(
  promise: PromiseV4,
  { ttlMinutes = defaultPromiseTtlMinutes }: { ttlMinutes?: number } = {},
): StoredPromise {
  const expires = Date.parse(promise.expiration.value);
  return {
    id: promise.id,
    expiration: promise.expiration.value,
    ttl: Number.isNaN(expires) ? promise.expiration.value : new Date(expires + ttlMinutes * 60_000).toISOString(),
    selections: promise.selections,
    versionKey: promise.versionKey,
  };
}

/** Past its expiration (ambiguity 5: now ≥ expiration): the time is no longer held. Unreadable counts as expired. */
export function isExpired(record: Pick<StoredPromise, 'expiration'>, now: Clock): boolean {
  const expires = Date.parse(record.expiration);
  return Number.isNaN(expires) || readClock(now).getTime() >= expires;
}

/**
 * Still worth using (ambiguity 5: now < ttl). A valid record that `isExpired` opens 'Reservation
 * Expired'; past its ttl it is discarded silently. Whether the modality or basket has changed since
 * is the host's to check.
 */
export function isStoredPromiseValid(record: Pick<StoredPromise, 'ttl'>, now: Clock): boolean {
  const ttl = Date.parse(record.ttl);
  return !Number.isNaN(ttl) && readClock(now).getTime() < ttl;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A record read back from storage, or null when it is not one (another version, hand-edited, corrupt). */
export function readStoredPromise(value: unknown): StoredPromise | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Partial<Record<keyof StoredPromise, unknown>>;
  const { id, expiration, ttl, selections, versionKey } = record;
  if (!isText(id) || !isText(expiration) || !isText(ttl) || !isText(versionKey) || !Array.isArray(selections))
    return null;
  return { id, expiration, ttl, versionKey, selections: selections as StoredPromise['selections'] };
}
