'use client';

import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { useStorefront } from './hooks';
import { startFromServiceData } from './serviceData';
import type { ServiceKey } from './swr';

/**
 * SWR with Aisle's settings (`swrConfiguration`: the service client as fetcher, no retrying a
 * shopper's own mistakes, no refetch on focus) and the host's `swr` prop over them; `options`
 * over both. Every feature reads its data through this rather than through an `SWRConfig` of the
 * provider's, so swr downloads with the first screen that reads data, not with the provider.
 * Without a fetcher, SWR calls the service client's GET with the key's path, query and service.
 * A page the server rendered with data starts from the server's answers (`serviceData`).
 */
export function useServiceSWR<Data = unknown, Error = unknown>(
  key: ServiceKey | readonly unknown[] | null,
  fetcher?: (() => Promise<Data>) | null,
  options?: SWRConfiguration<Data, Error>,
): SWRResponse<Data, Error> {
  const { swr, serviceData } = useStorefront();
  const { cache } = useSWRConfig();
  const config = (options ? { ...swr, ...options } : swr) as SWRConfiguration<Data, Error>;
  if (serviceData && key !== null) {
    const configured = config.fetcher as (key: unknown) => Promise<Data>;
    startFromServiceData(serviceData, cache, key, fetcher ?? (() => configured(key)));
  }
  // A null fetcher is SWR's cue to take the configuration's.
  return useSWR<Data, Error>(key, fetcher ?? null, config);
}
