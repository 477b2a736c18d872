// Flash sales fetch (checkout spec §7): the items on a short-lived discount for a checkout's store.
import { checkoutPaths, type FlashSale, type FlashSalesResponse } from '@aisle/contracts/checkout';
import type { ServiceClient } from '@aisle/core';
import type { CheckoutCallOptions } from './options';

/** The flash sales offered on a checkout's payment step; none is an empty list. */
export async function getFlashSales(
  client: ServiceClient,
  checkoutId: string,
  options: CheckoutCallOptions = {},
): Promise<FlashSale[]> {
  const answer = await client.get<FlashSalesResponse>(checkoutPaths.flashSales, { ...options, query: { checkoutId } });
  return answer.data;
}
