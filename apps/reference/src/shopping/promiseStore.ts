import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { toStoredPromise, type StoredPromise } from '@aisle/scheduling';
import { isObject, json, localValue, useStoredValue } from './storedValue';

// The time the shopper holds (the scheduling spec's promise, §3): kept whole, since the selector
// shows it ('Edit Reservation', held until) and the scheduling step updates it instead of asking
// again (as the stored promise of §3, `toStoredPromise`). In the browser only: localStorage, since
// its items can outgrow a cookie, and nothing the server renders shows it.

function parsePromise(value: unknown): PromiseV4 | undefined {
  if (!isObject(value) || !isObject(value.expiration) || !Array.isArray(value.selections)) return undefined;
  const { id, versionKey, modalityType, expiration } = value;
  const texts = [id, versionKey, modalityType, expiration.value];
  return texts.every((text) => typeof text === 'string') ? (value as unknown as PromiseV4) : undefined;
}

export const promiseStore = localValue<PromiseV4 | null>('aisle.promise', json(parsePromise), null);

/** Keeps a promise just made or updated; null lets the held one go. */
export function keepPromise(promise: PromiseV4 | null): void {
  promiseStore.write(promise);
}

/** The held promise; null on the server and while hydrating. */
export const useHeldPromise = (): PromiseV4 | null => useStoredValue(promiseStore);

/** The held promise as the scheduling step reads it (§3 "Stored promise"). */
export const storedPromiseOf = (promise: PromiseV4 | null): StoredPromise | null =>
  promise ? toStoredPromise(promise) : null;
