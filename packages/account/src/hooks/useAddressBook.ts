'use client';

import { sortAddresses, type Address, type AddressValidationResult } from '@aisle/contracts';
import { loadOnce, serviceKey, useServiceClient, useServiceSWR, useStorefront } from '@aisle/core';
import { useCallback, useMemo } from 'react';
import { addressBookCalls, type AddressBookVersion } from './addressBookCalls';
import { useAccountCalls } from './useAccountCalls';

/** The list's load status, in the spec's words (§4). */
export type AddressBookLoadStatus = 'not called' | 'in progress' | 'done';

export interface UseAddressBookOptions {
  version: AddressBookVersion;
  /** False while signed out: nothing is fetched. */
  enabled?: boolean;
}

export interface AddressBookState {
  /** Home first, then the others in reversed order (spec §4). Empty until loaded. */
  addresses: Address[];
  status: AddressBookLoadStatus;
  error: unknown;
  /** Refetches only when not loaded yet, unless forced (spec §4). */
  refresh(options?: { force?: boolean }): Promise<void>;
  add(address: Address): Promise<Address>;
  update(address: Address): Promise<Address>;
  remove(addressId: string): Promise<void>;
  validate(address: Address): Promise<AddressValidationResult>;
}

export function useAddressBook({ version, enabled = true }: UseAddressBookOptions): AddressBookState {
  const client = useServiceClient();
  const { now } = useStorefront();
  const accountCalls = useAccountCalls();
  const calls = useMemo(() => addressBookCalls(accountCalls, version), [accountCalls, version]);
  const { data, error, isLoading, isValidating, mutate } = useServiceSWR(
    enabled ? serviceKey(calls.listPath) : null,
    () => calls.list(client),
    // Loaded once: focus, reconnect and remounts never refetch by themselves.
    loadOnce,
  );

  const addresses = useMemo(() => (data ? sortAddresses(data, 'address-book') : []), [data]);
  const status: AddressBookLoadStatus =
    isLoading || isValidating ? 'in progress' : data !== undefined || error !== undefined ? 'done' : 'not called';

  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      if (force || data === undefined) await reload();
    },
    [data, reload],
  );

  // Every change refreshes the list, as the spec's save flow does after a success.
  const add = useCallback(
    async (address: Address) => {
      const saved = await calls.add(client, address, now);
      await reload();
      return saved;
    },
    [calls, client, now, reload],
  );
  const update = useCallback(
    async (address: Address) => {
      const saved = await calls.update(client, address, now);
      await reload();
      return saved;
    },
    [calls, client, now, reload],
  );
  const remove = useCallback(
    async (addressId: string) => {
      await calls.remove(client, addressId);
      await reload();
    },
    [calls, client, reload],
  );
  const validate = useCallback((address: Address) => calls.validate(client, address), [calls, client]);

  return { addresses, status, error, refresh, add, update, remove, validate };
}
