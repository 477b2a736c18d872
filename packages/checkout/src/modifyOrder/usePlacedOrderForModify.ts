'use client';

import type { Checkout } from '@aisle/contracts/checkout';
import { isServiceError, useServiceClient, useServiceSWR, useStorefront } from '@aisle/core';
import { useCallback } from 'react';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import type { OrderPaymentData } from './modifyRequest';

export type PlacedOrderStatus = 'loading' | 'loaded' | 'missing' | 'error';

export interface PlacedOrderForModify {
  checkout: Checkout | undefined;
  /** 'missing' when the service knows no such order (404). */
  status: PlacedOrderStatus;
  error: unknown;
  /** Reads the order again: 'Try Again' after a failed load, 'Refresh' after a conflict. */
  reload(): Promise<unknown>;
  /** What the payment service holds for the order (§7 "Get payment"); undefined until read, or when it failed. */
  payment: OrderPaymentData | undefined;
  /** Reads the payment data again (§4 "Modify submit" step 5). */
  refreshPayment(): Promise<unknown>;
}

// Read afresh each time the screen opens: an earlier modification changed the order under the same
// id, and a stale versionKey or checksum would be refused as a conflict. Never again while it shows.
const oncePerVisit = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * The placed order being modified and its payment data, through the host's `getCheckout` and
 * `getPayment` (§7). The payment data is read once the order is known to be placed.
 */
export function usePlacedOrderForModify(orderId: string): PlacedOrderForModify {
  const client = useServiceClient();
  const { banner } = useStorefront();
  const { getCheckout, getPayment } = useCheckoutCalls();
  const order = useServiceSWR<Checkout>(
    ['checkout/modify-order', orderId],
    () => getCheckout(client, orderId),
    oncePerVisit,
  );
  const placed = order.data?.status === 'ACTIVE';
  // What the placed order holds (§4 step 2 reads its SNAP EBT), so the authorisations alone; the
  // gift cards' balances are not read here.
  const payment = useServiceSWR<OrderPaymentData>(
    placed ? ['checkout/modify-order/payment', orderId] : null,
    () =>
      getPayment(client, orderId, {
        shouldOnlyShowAuths: true,
        shouldIncludeGiftCardRemainingBalance: false,
        bannerDomain: banner.domain,
      }),
    oncePerVisit,
  );
  const { mutate: mutateOrder } = order;
  const { mutate: mutatePayment } = payment;
  const reload = useCallback(() => mutateOrder(), [mutateOrder]);
  const refreshPayment = useCallback(() => mutatePayment(), [mutatePayment]);
  const status: PlacedOrderStatus = order.data
    ? 'loaded'
    : order.error === undefined
      ? 'loading'
      : isServiceError(order.error) && order.error.status === 404
        ? 'missing'
        : 'error';
  return {
    checkout: order.data,
    status,
    error: order.error,
    reload,
    payment: payment.error === undefined ? payment.data : undefined,
    refreshPayment,
  };
}
