'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { useServiceClient, useServiceSWR } from '@aisle/core';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';

export interface PlacedOrderState {
  checkout: Checkout | undefined;
  error: unknown;
  retry(): void;
  /** Shows the order as a change answered it, without reading it again. */
  replace(checkout: Checkout): void;
}

// Read afresh each time the page opens (a modification changes the order under the same id), the
// last answer shown meanwhile; never again while it shows.
const oncePerVisit = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** The placed order, through the host's `getCheckout`. */
export function usePlacedOrder(orderId: string): PlacedOrderState {
  const client = useServiceClient();
  const { getCheckout } = useCheckoutCalls();
  const { data, error, mutate } = useServiceSWR<Checkout>(
    ['checkout/placed-order', orderId],
    () => getCheckout(client, orderId),
    oncePerVisit,
  );
  return { checkout: data, error, retry: () => void mutate(), replace: (next) => void mutate(next, false) };
}
