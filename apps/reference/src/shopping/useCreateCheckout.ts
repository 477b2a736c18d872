import { checkoutPaths, type CheckoutResponse, type CreateCheckoutRequest } from '@aisle/contracts/checkout';
import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { useServiceClient } from '@aisle/core';
import { useCallback } from 'react';
import type { CartLine } from './cart';

/**
 * The scheduling page's `createCheckout` (checkout spec §7 "Create checkout (v2)"): a draft order
 * for the held time and the cart's lines. The service client sends one idempotency key per call
 * (kept across its retries), so a retried call makes one order, not two.
 */
export function useCreateCheckout() {
  const client = useServiceClient();
  return useCallback(
    async (promise: PromiseV4, lines: readonly CartLine[], dateOfBirth?: string): Promise<{ orderId: string }> => {
      const excluded = new Set(
        promise.selections.flatMap((selection) => selection.items.excluded.map((item) => item.gtin13)),
      );
      const body: CreateCheckoutRequest = {
        modalityType: promise.modalityType === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
        lineItems: lines.map(({ gtin13, quantity }) => ({ cart: { gtin13, quantity } })),
        fulfillment: { promise: { id: promise.id, versionKey: promise.versionKey } },
        ...(dateOfBirth && { buyer: { dateOfBirth } }),
        properties: {
          paymentVersion: '2',
          createOrderPromiseHadFallout: lines.some((line) => excluded.has(line.gtin13)),
        },
      };
      const answer = await client.post<CheckoutResponse>(checkoutPaths.checkouts, body);
      return { orderId: answer.data.id };
    },
    [client],
  );
}
