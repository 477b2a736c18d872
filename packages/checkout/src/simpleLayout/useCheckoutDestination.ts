'use client';

import { checkoutPaths, type Checkout } from '@aisle/contracts/checkout';
import { loadOnce, serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import type { MapsDestination } from './mapsLink';

/**
 * Where the order goes, for the simple layout's maps link on the payment step: the store or the
 * address of the checkout's fulfillment. One read with the page's own (`useCheckoutOrder` keeps
 * the same key), so the frame costs no call of its own; undefined until it has answered, or
 * without an order.
 */
export function useCheckoutDestination(orderId: string | undefined): MapsDestination | undefined {
  const client = useServiceClient();
  const calls = useCheckoutCalls();
  const { data } = useServiceSWR<Checkout>(
    orderId ? serviceKey(checkoutPaths.checkout(orderId)) : null,
    () => calls.getCheckout(client, orderId ?? ''),
    loadOnce,
  );
  return data?.fulfillment.destination;
}
