import { readStoredPromise, toStoredPromise, type StoredPromise } from '@aisle/scheduling';
import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { storedValue } from './storedValue';

/**
 * The time the shopper holds (the scheduling spec's stored promise, §3): kept so that coming back
 * to the scheduling step updates it instead of asking again. Only the scheduling pages read it.
 */
export const promiseStore = storedValue<StoredPromise | null>(
  'aisle.promise',
  (value) => readStoredPromise(value) ?? undefined,
  null,
);

/** Keeps a promise just made or updated; null lets the held one go. */
export function keepPromise(promise: PromiseV4 | null): void {
  promiseStore.write(promise ? toStoredPromise(promise) : null);
}
