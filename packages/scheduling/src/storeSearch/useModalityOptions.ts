'use client';

import type { ModalityOptionsRequest } from '@aisle/contracts/scheduling';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import type { ModalityOptions } from '../api';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';

/** What the stores are searched by: a 5-digit postal code, or a point from the device. */
export type StoreSearchQuery = { postalCode: string } | { location: { lat: number; lng: number } };

export interface ModalityOptionsState {
  options: ModalityOptions | undefined;
  error: unknown;
  isLoading: boolean;
  retry(): void;
}

/** The first part of every modality-options cache key: scheduling drops them all when left (§4). */
export const modalityOptionsKey = 'scheduling/modality-options';

/** A cache key of the modality options, whatever was searched. */
export const isModalityOptionsKey = (key: unknown) => Array.isArray(key) && key[0] === modalityOptionsKey;

/** The modality options near what was searched (§7 "Modality options"); nothing until a search is made. */
export function useModalityOptions(query: StoreSearchQuery | null): ModalityOptionsState {
  const client = useServiceClient();
  const { getModalityOptions } = useSchedulingCalls();
  const { data, error, isLoading, mutate } = useServiceSWR<ModalityOptions>(
    query ? [modalityOptionsKey, query] : null,
    query ? () => getModalityOptions(client, query as ModalityOptionsRequest) : null,
    // A search's answer is kept for the visit: searching the same code again shows it at once.
    loadOnce,
  );
  return {
    options: error ? undefined : data,
    error,
    isLoading,
    retry: () => void mutate(),
  };
}
