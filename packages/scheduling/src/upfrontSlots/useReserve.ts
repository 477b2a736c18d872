'use client';

import type { ServiceAddress } from '@aisle/contracts';
import type { ActiveModality, PromiseV4, QuoteItem, TimeSlotOption } from '@aisle/contracts/scheduling';
import { useServiceClient, useStorefront } from '@aisle/core';
import { useRef, useState } from 'react';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { promiseRequest } from './quoteDays';
import { reserveFailure, type ReserveFailure } from './slotFailures';

/** What the host is told once a time is reserved: the way of shopping to set, and the promise to keep. */
export interface UpfrontReservation {
  /** DELIVERY, from the store to the address (§4 "the active modality is set (delivery)"). */
  modality: ActiveModality;
  promise: PromiseV4;
}

/** Why the screen speaks up: no time chosen (§5), reserving failed (§8), or the host could not take it. */
export type ReserveNotice = 'selectTime' | ReserveFailure | 'technicalDifficulties';

export interface UseReserveOptions {
  locationId: string;
  address?: ServiceAddress | undefined;
  items: readonly QuoteItem[];
  /**
   * Sets the active modality and keeps the promise (§4 "Promise storage"), then closes the modal.
   * A rejection shows §8's technical-difficulties message.
   */
  onReserved(reservation: UpfrontReservation): void | Promise<void>;
  /** Asks for the quotes again: a time taken since they were quoted is gone from them. */
  reloadQuotes(): void;
}

export interface ReserveState {
  reserve(option: TimeSlotOption | undefined): Promise<void>;
  notice: ReserveNotice | null;
  clearNotice(): void;
  reserving: boolean;
}

/** §4 "Reserve": with no time chosen, the validation message; else create the promise and report it. */
export function useReserve({ locationId, address, items, onReserved, reloadQuotes }: UseReserveOptions): ReserveState {
  const client = useServiceClient();
  const { now } = useStorefront();
  const { createPromise } = useSchedulingCalls();
  const [notice, setNotice] = useState<ReserveNotice | null>(null);
  const [reserving, setReserving] = useState(false);
  // State lags a render behind a double click; the ref does not.
  const busy = useRef(false);

  const reserve = async (option: TimeSlotOption | undefined) => {
    if (busy.current) return;
    if (!option) {
      setNotice('selectTime');
      return;
    }
    busy.current = true;
    setReserving(true);
    setNotice(null);
    try {
      let promise: PromiseV4;
      try {
        // The service client adds the idempotency key: a retried POST never holds two times.
        promise = await createPromise(client, promiseRequest(option, { modalityType: 'DELIVERY', locationId, items }));
      } catch (error) {
        const failure = reserveFailure(error);
        setNotice(failure);
        if (failure === 'timeUnavailable') reloadQuotes();
        return;
      }
      const modality: ActiveModality = {
        id: promise.modalityGuid,
        modalityType: 'DELIVERY',
        destination: { locationId, ...(address && { address }) },
        createdDate: now().toISOString(),
        source: 'Options',
      };
      try {
        await onReserved({ modality, promise });
      } catch {
        setNotice('technicalDifficulties');
      }
    } finally {
      busy.current = false;
      setReserving(false);
    }
  };

  return { reserve, notice, clearNotice: () => setNotice(null), reserving };
}
