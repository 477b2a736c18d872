'use client';

import { paymentIntentRenewal, ServiceScope } from '@aisle/core';
import { useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import type { WalletSettings } from '../config/walletSettings';

/** Why a lost intent cannot be renewed: the client then fails the call with the 404 it had. */
class NoPaymentIntentRenewal extends Error {}

/**
 * The wallet's calls at checkout (§3, §7): each sends checkout's payment intent while there is one,
 * and a call refused for a lost intent asks checkout for a new one (`getNewPaymentIntent`) and is
 * sent again with it, up to 5 times.
 */
export function PaymentIntentScope({ settings, children }: { settings: WalletSettings; children: ReactNode }) {
  // Read when a call is made: a new intent, or new settings, never make a new client.
  const latest = useRef(settings);
  useInsertionEffect(() => {
    latest.current = settings;
  });
  const scope = useMemo(
    // eslint-disable-next-line react-hooks/refs -- the functions read `latest` when a call is made, never during render.
    () => intentScope(() => latest.current),
    [],
  );
  return (
    <ServiceScope getPaymentIntentId={scope.getPaymentIntentId} retryRules={scope.retryRules}>
      {children}
    </ServiceScope>
  );
}

function intentScope(current: () => WalletSettings) {
  return {
    getPaymentIntentId: () => current().paymentIntentId,
    retryRules: [
      paymentIntentRenewal({
        getNewPaymentIntent: () =>
          current().checkoutConfig?.getNewPaymentIntent?.() ??
          Promise.reject(new NoPaymentIntentRenewal('The host gives no getNewPaymentIntent.')),
      }),
    ],
  };
}
