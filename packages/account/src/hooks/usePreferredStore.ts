'use client';

import type { Store } from '@aisle/contracts/account';
import { serviceKey, useBanner, useServiceClient, useServiceSWR } from '@aisle/core';
import { fullProfileProjection, profilePaths, storePaths } from '@aisle/contracts/account';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useAccountCalls } from './useAccountCalls';

export interface UsePreferredStoreOptions {
  /** Nothing is fetched while signed out (spec §6). */
  signedIn?: boolean;
}

export interface PreferredStoreState {
  /** The banner's preferred store; null when none is chosen, undefined until known. */
  store: Store | null | undefined;
  error: unknown;
  isLoading: boolean;
  /** Reads it again, e.g. after a failure. */
  refresh(): Promise<void>;
  /** Makes a store the preferred one; rejects with the failure, leaving the shown store as it was. */
  choose(locationId: string): Promise<void>;
}

/** The shopper's preferred store on the site's banner (the service reads the banner from the call). */
export function usePreferredStore({ signedIn = true }: UsePreferredStoreOptions = {}): PreferredStoreState {
  const client = useServiceClient();
  const banner = useBanner();
  const { getPreferredStore, setPreferredStore } = useAccountCalls();
  const { mutate: mutateKey } = useSWRConfig();
  // The banner is in the key: each banner has its own preferred store.
  const { data, error, isLoading, mutate } = useServiceSWR(
    signedIn ? [storePaths.preferredStore, undefined, undefined, banner.id] : null,
    () => getPreferredStore(client),
  );

  const choose = useCallback(
    async (locationId: string) => {
      const saved = await setPreferredStore(client, locationId);
      await (saved ? mutate(saved, { revalidate: false }) : mutate());
      // The profile's banner details name the store too, and community rewards follow them.
      void mutateKey(serviceKey(profilePaths.profile, { projections: fullProfileProjection }));
    },
    [client, setPreferredStore, mutate, mutateKey],
  );

  return {
    store: data,
    error,
    isLoading,
    refresh: async () => {
      await mutate();
    },
    choose,
  };
}
