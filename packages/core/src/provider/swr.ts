import type { SWRConfiguration } from 'swr';
import type { ServiceClient } from '../client/serviceClient';
import { isServiceError } from '../client/ServiceError';
import type { QueryValue } from '../client/request';

/** An SWR key for a GET through the service client: `[path, query?, service?]`. */
export type ServiceKey = readonly [path: string, query?: Readonly<Record<string, QueryValue>>, service?: string];

/** Builds a stable SWR key; pass `null` as the path to wait (e.g. until signed in). */
export function serviceKey(
  path: string | null,
  query?: Readonly<Record<string, QueryValue>>,
  service?: string,
): ServiceKey | null {
  return path === null ? null : ([path, query, service] as const);
}

/**
 * Options for data that holds for the whole visit (a list the shopper changes only through the
 * feature itself, which then revalidates it): fetched once per key, never again on focus,
 * reconnect or a new reader. Pass as `useServiceSWR`'s options.
 */
export const loadOnce = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const satisfies SWRConfiguration;

/** SWR's settings for every feature: the service client as fetcher, and no retrying a shopper's own mistakes. */
export function swrConfiguration(client: ServiceClient): SWRConfiguration {
  return {
    fetcher: (key: string | ServiceKey) => {
      const [path, query, service] = typeof key === 'string' ? [key] : key;
      return client.get(path, { query, service });
    },
    // The account spec: lists are not refetched once loaded unless forced.
    revalidateOnFocus: false,
    onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
      // A 4xx (or an expired session) will not cure itself; 5xx and network failures might.
      if (isServiceError(error) && (error.category === 'user-error' || error.offline)) return;
      if (retryCount >= 3) return;
      setTimeout(() => revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
    },
  };
}
