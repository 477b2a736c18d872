import { paymentIntentRenewal, type RetryRule } from '@aisle/core';

/**
 * The payment intent in force for this tab. The checkout package will start one when a checkout
 * begins; until then none is sent and the wallet calls run without one. Kept in sessionStorage:
 * an intent belongs to one tab's checkout and lives 30 minutes on the reference API.
 */
export const paymentIntentKey = 'aisle.paymentIntentId';

export function readPaymentIntentId(): string | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return sessionStorage.getItem(paymentIntentKey) ?? undefined;
}

/**
 * Wallet spec §7: a call whose intent has gone (404 'Could not find the requested payment
 * intent.') gets a new one and is retried, up to 5 times; the new intent is kept for the calls
 * after it. A module constant, because the provider rebuilds its client when the array changes.
 */
export const paymentIntentRules: readonly RetryRule[] = [
  paymentIntentRenewal({
    // Calls refused together share one new intent rather than each making their own.
    getNewPaymentIntent: (client) =>
      // The wallet's client only when an intent has gone: the first download carries none of it.
      (renewing ??= import('@aisle/wallet')
        .then(({ createPaymentIntent }) => createPaymentIntent(client))
        .then((id) => {
          sessionStorage.setItem(paymentIntentKey, id);
          return id;
        })
        .finally(() => {
          renewing = undefined;
        })),
  }),
];

let renewing: Promise<string> | undefined;
