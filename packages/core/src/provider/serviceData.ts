import { unstable_serialize, type Cache, type Key } from 'swr';

/**
 * The answers a server fetched while it rendered a page, for the browser to start from when it
 * hydrates that page: both sides render from the same data, so the page hydrates as it was sent
 * and nothing is asked for twice. Give it to `StorefrontProvider`'s `serviceData`.
 *
 * On the server, `missing` hears of every read with no answer yet; the host fetches those (each
 * with the hook's own fetcher) and renders again with the answers, until nothing is missing.
 */
export interface ServiceData {
  /** Answers by SWR's serialized key (`unstable_serialize`): each starts the cache of its first reader. */
  readonly answers: Map<string, unknown>;
  /** A read found no answer and nothing in the cache: `fetch` gets it, as the hook itself would. */
  missing?(key: string, fetch: () => Promise<unknown>): void;
}

/**
 * Starts the SWR cache of `key` from the page's answer, before SWR reads it. Only an empty cache
 * entry is filled, and each answer serves once: later reads of the key are SWR's business.
 * Loading and validating are written as done so the server's render and the browser's first
 * render, which both read this entry, agree.
 */
export function startFromServiceData(
  serviceData: ServiceData,
  cache: Cache,
  key: Key,
  fetch: () => Promise<unknown>,
): void {
  const serialized = unstable_serialize(key);
  if (cache.get(serialized) !== undefined) return;
  if (!serviceData.answers.has(serialized)) {
    serviceData.missing?.(serialized, fetch);
    return;
  }
  cache.set(serialized, { data: serviceData.answers.get(serialized), isLoading: false, isValidating: false });
  serviceData.answers.delete(serialized);
}
