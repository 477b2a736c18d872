'use client';

import type { QuoteItem, QuoteVendor, QuotesQuery } from '@aisle/contracts/scheduling';
import { useServiceClient, useServiceSWR } from '@aisle/core';
import { useCallback, useRef } from 'react';
import { quotesLocale, type Quotes } from '../api';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { hasNoTimes, quoteItems } from './quoteDays';

export type QuotesStatus = 'loading' | 'error' | 'empty' | 'loaded';

export interface QuotesState {
  quotes: Quotes | undefined;
  error: unknown;
  /** §4: loading, error, empty (no time all week), loaded. */
  status: QuotesStatus;
  /** A load is on its way (the first, or a reload). */
  reloading: boolean;
  /** Asks again, unless a load is already on its way (§4 "A load is skipped when one is in flight"). */
  reload(): void;
}

export interface UseQuotesOptions {
  locationId: string;
  items: readonly QuoteItem[];
  /** The shopper's IANA zone, sent as the user-time-zone header. */
  timeZone: string;
  /** Pickup times for the scheduling page; delivery (the upfront screen's) by default. */
  modalityType?: 'DELIVERY' | 'PICKUP';
  /** The delivery vendors to quote, by source and handoff as the service names them; every vendor when absent. */
  vendors?: readonly QuoteVendor[] | undefined;
  /** Who asks (§3 "Time-slot request" page and component): the page and the screen, sent in the query. */
  asker?: QuotesQuery | undefined;
}

/*
 * Quotes change only when asked again: no refetch on focus or reconnect while the shopper is
 * choosing, and no automatic retry after a failure, since the failure page offers 'Try Again'.
 */
const askWhenTold = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The store's delivery (or pickup) times for the cart's items (§7 "Timeslot quotes"), loaded on mount (§4). */
export function useQuotes({
  locationId,
  items,
  timeZone,
  modalityType = 'DELIVERY',
  vendors,
  asker,
}: UseQuotesOptions): QuotesState {
  const client = useServiceClient();
  const { getQuotes } = useSchedulingCalls();
  const lines = quoteItems(items);
  const chosenVendors = vendors && vendors.length > 0 ? [...vendors] : undefined;
  // The zone, the locale and who asks are left out of the key: they only tell the service who is
  // asking, and a server render (which cannot know the zone) must name the same data as the browser.
  const { data, error, isLoading, isValidating, mutate } = useServiceSWR<Quotes>(
    ['scheduling/quotes', modalityType, locationId, lines, ...(chosenVendors ? [chosenVendors] : [])],
    () =>
      getQuotes(
        client,
        { modalityType, locationId, items: lines, vendors: chosenVendors, locale: quotesLocale },
        { timeZone, ...asker },
      ),
    askWhenTold,
  );
  const inFlight = useRef(false);
  const busy = isLoading || isValidating;
  const reload = useCallback(() => {
    if (busy || inFlight.current) return;
    inFlight.current = true;
    void mutate().finally(() => {
      inFlight.current = false;
    });
  }, [busy, mutate]);

  // Once loaded, a failed reload keeps the times on screen; before, 'Try Again' shows loading again.
  const status: QuotesStatus = data
    ? hasNoTimes(data.days)
      ? 'empty'
      : 'loaded'
    : error !== undefined && !busy
      ? 'error'
      : 'loading';
  return { quotes: data, error, status, reloading: busy, reload };
}
