'use client';

import { checkoutPaths, type FlashSale } from '@aisle/contracts/checkout';
import { loadOnce, serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';

/**
 * The flash sales of a checkout (§7 "flash sales fetch"), read once per checkout: the teaser, the
 * drawer and the leave guard share the one answer. undefined while loading or when the call failed.
 */
export function useFlashSales(checkoutId: string): FlashSale[] | undefined {
  const client = useServiceClient();
  const { getFlashSales } = useCheckoutCalls();
  const { data } = useServiceSWR(
    serviceKey(checkoutPaths.flashSales, { checkoutId }),
    () => getFlashSales(client, checkoutId),
    loadOnce,
  );
  return data;
}
