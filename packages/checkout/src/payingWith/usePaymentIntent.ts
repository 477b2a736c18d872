'use client';

import { useFeatureCalls, useServiceClient } from '@aisle/core';
import { walletCalls } from '@aisle/wallet';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface PaymentIntent {
  /** The intent the wallet's calls send; undefined until the first is made, or if it could not be. */
  paymentIntentId: string | undefined;
  /** Makes a new intent and keeps it: the wallet asks when the service has lost the one it sent. */
  getNewPaymentIntent(): Promise<string>;
}

/**
 * Checkout's payment intent (wallet spec §3 `paymentIntentId`, `getNewPaymentIntent`): one is made
 * when Paying With mounts, for the wallet's calls to send. Until it comes, or if it cannot be made,
 * they go without one ("payment intent id when present", §7).
 */
export function usePaymentIntent(service: string | undefined): PaymentIntent {
  const client = useServiceClient();
  // The wallet's call, with the host's `calls={{ wallet: { … } }}` over it.
  const { createPaymentIntent } = useFeatureCalls('wallet', walletCalls);
  const [paymentIntentId, setPaymentIntentId] = useState<string>();
  // Calls refused together share one new intent rather than each making their own.
  const pending = useRef<Promise<string>>(undefined);
  const getNewPaymentIntent = useCallback(
    () =>
      (pending.current ??= createPaymentIntent(client, { service })
        .then((id) => {
          // The whole of Paying With renders again with it: in a transition, that yields to the
          // shopper (it cost the payment page about 300 ms of blocked main thread at once).
          startTransition(() => setPaymentIntentId(id));
          return id;
        })
        .finally(() => {
          pending.current = undefined;
        })),
    [client, createPaymentIntent, service],
  );
  useEffect(() => {
    getNewPaymentIntent().catch(() => undefined);
  }, [getNewPaymentIntent]);
  return { paymentIntentId, getNewPaymentIntent };
}
