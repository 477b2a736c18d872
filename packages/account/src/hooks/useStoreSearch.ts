'use client';

import type { Store } from '@aisle/contracts/account';
import { isServiceError, useServiceClient } from '@aisle/core';
import { useCallback, useRef, useState } from 'react';
import { useAccountCalls } from './useAccountCalls';

/** Where a search stands: found stores, found none within 500 miles, the code refused, or the service failed. */
export type StoreSearchStatus = 'idle' | 'searching' | 'found' | 'none' | 'invalid postal code' | 'failed';

export interface StoreSearchState {
  status: StoreSearchStatus;
  /** The postal code of the last search. */
  postalCode: string | undefined;
  /** The stores found, nearest first; empty unless `status` is 'found'. */
  stores: Store[];
  /** The failure when `status` is 'failed'. */
  error: unknown;
  /** Searches around a 5-digit ZIP code; a newer search makes the answer of an older one ignored. */
  search(postalCode: string): Promise<void>;
}

type Outcome = Omit<StoreSearchState, 'search'>;

const idle: Outcome = { status: 'idle', postalCode: undefined, stores: [], error: undefined };

/** The store search of the preferred-store screen, by postal code within 500 miles (spec §7, §9). */
export function useStoreSearch(): StoreSearchState {
  const client = useServiceClient();
  const { findStores } = useAccountCalls();
  const [outcome, setOutcome] = useState<Outcome>(idle);
  const latest = useRef(0);

  const search = useCallback(
    async (postalCode: string) => {
      const ticket = ++latest.current;
      setOutcome({ ...idle, status: 'searching', postalCode });
      let next: Outcome;
      try {
        const stores = await findStores(client, postalCode);
        next = { ...idle, status: stores.length > 0 ? 'found' : 'none', postalCode, stores };
      } catch (error) {
        const refused = isServiceError(error) && error.code === 'INVALID_POSTAL_CODE';
        next = { ...idle, status: refused ? 'invalid postal code' : 'failed', postalCode, error };
      }
      if (ticket === latest.current) setOutcome(next);
    },
    [client, findStores],
  );

  return { ...outcome, search };
}
