'use client';

import { sortAddresses, type Address } from '@aisle/contracts';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';

export interface ModalityAddresses {
  /** Mailing address first, then the most recently modified (§6). */
  addresses: Address[];
  status: 'loading' | 'loaded' | 'error';
  retry(): void;
}

const noAddresses: Address[] = [];
/** The saved addresses' cache key: the address form refreshes it once it saves one. */
export const addressesKey = ['scheduling/addresses'] as const;

/** The signed-in shopper's saved addresses (§7 "Get addresses"); none for a visitor. */
export function useModalityAddresses(signedIn: boolean): ModalityAddresses {
  const client = useServiceClient();
  const { getAddresses } = useSchedulingCalls();
  const { data, error, isLoading, mutate } = useServiceSWR<Address[]>(
    signedIn ? addressesKey : null,
    async () => sortAddresses(await getAddresses(client), 'recently-modified'),
    loadOnce,
  );
  // A new load clears the last one's error (§4 "On save": reset the error, call, read the error).
  const status = !signedIn ? 'loaded' : isLoading ? 'loading' : error ? 'error' : !data ? 'loading' : 'loaded';
  return { addresses: data ?? noAddresses, status, retry: () => void mutate() };
}
