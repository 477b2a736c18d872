import { profilePaths, type CustomerProfile, type ProfileResponse } from '@aisle/contracts/account';
import { checkoutPaths, type CheckoutResponse } from '@aisle/contracts/checkout';
import type { ActiveModality, PromiseV4 } from '@aisle/contracts/scheduling';
import { useServiceClient, type ServiceClient } from '@aisle/core';
import { useCallback } from 'react';
import { cartIdStore, type CartLine } from './cart';
import { createCheckoutBody } from './createCheckoutBody';

/** The profile, or null when it cannot be read: the service then fills the buyer from the session. */
async function readProfile(client: ServiceClient): Promise<CustomerProfile | null> {
  try {
    return (await client.get<ProfileResponse>(profilePaths.profile)).data.profile;
  } catch {
    return null;
  }
}

/**
 * The scheduling page's `createCheckout` (checkout spec §7 "Create checkout (v2)"): a draft order
 * for the held time and the cart's lines, for the signed-in shopper, to the address and store they
 * chose. The service client sends one idempotency key per call (kept across its retries), so a
 * retried call makes one order, not two.
 */
export function useCreateCheckout() {
  const client = useServiceClient();
  return useCallback(
    async (
      promise: PromiseV4,
      lines: readonly CartLine[],
      activeModality: ActiveModality | null,
      dateOfBirth?: string,
    ): Promise<{ orderId: string }> => {
      const profile = await readProfile(client);
      const body = createCheckoutBody(promise, lines, {
        profile,
        activeModality,
        dateOfBirth,
        cartId: cartIdStore.read(),
      });
      const answer = await client.post<CheckoutResponse>(checkoutPaths.checkouts, body);
      return { orderId: answer.data.id };
    },
    [client],
  );
}
