'use client';

import { isMailingAddress, type Address } from '@aisle/contracts';
import { walletPaths } from '@aisle/contracts/wallet';
import { loadOnce, serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCallback, useMemo } from 'react';
import { useWalletSettings } from '../../config/WalletSettingsContext';
import { useWalletCalls } from '../../hooks/useWalletCalls';

export interface BillingAddressesState {
  addresses: Address[];
  status: 'loading' | 'loaded' | 'error';
  error: unknown;
  reload(): Promise<void>;
  /** Saves one (PUT …/account/billing) and puts the answer in the list. */
  save(address: Address): Promise<Address>;
}

// Loaded once per visit; a failure is retried only when the shopper asks (§4: "a retry once").
const onceNoRetry = {
  ...loadOnce,
  shouldRetryOnError: false,
} as const;

/**
 * The account's billing addresses (GET /payment/v2/wallet/account/billing), 'home' first (§3).
 * `load: false` reads what the card form behind has loaded (or failed to) without asking again.
 */
export function useBillingAddresses({ load = true }: { load?: boolean } = {}): BillingAddressesState {
  const client = useServiceClient();
  const { getBillingAddresses, saveBillingAddress } = useWalletCalls();
  const { service } = useWalletSettings();
  const { data, error, isLoading, mutate } = useServiceSWR(
    serviceKey(walletPaths.billingAddresses, undefined, service),
    () => getBillingAddresses(client, { service }),
    { ...onceNoRetry, revalidateOnMount: load },
  );

  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const save = useCallback(
    async (address: Address) => {
      const saved = await saveBillingAddress(client, address, { service });
      await mutate(
        (current) => {
          const list = current ?? [];
          return list.some((record) => record.id === saved.id)
            ? list.map((record) => (record.id === saved.id ? saved : record))
            : [...list, saved];
        },
        { revalidate: false },
      );
      return saved;
    },
    [client, saveBillingAddress, service, mutate],
  );

  const addresses = useMemo(() => {
    const list = data ?? [];
    return [...list.filter(isMailingAddress), ...list.filter((address) => !isMailingAddress(address))];
  }, [data]);
  const status = data ? 'loaded' : error !== undefined && !isLoading ? 'error' : 'loading';
  return { addresses, status, error, reload, save };
}
