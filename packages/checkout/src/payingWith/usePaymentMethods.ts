'use client';

import type { PaymentMethods } from '@aisle/contracts/checkout';
import { useMemo, useRef, type RefObject } from 'react';
import { useCheckoutMessages } from '../messages';

/**
 * Why the cards cannot be handed to Place order: `cancelled`, the shopper closed 'Enter Your SNAP
 * EBT PIN' (say nothing); `not-ready`, the cards are not in ('Please refresh page and try again.',
 * §5); `cannot-pay`, the chosen cards cannot pay as they are (the message says why).
 */
export type PaymentMethodsProblem = 'cancelled' | 'not-ready' | 'cannot-pay';

export class PaymentMethodsError extends Error {
  override readonly name = 'PaymentMethodsError';

  constructor(
    readonly problem: PaymentMethodsProblem,
    message: string,
  ) {
    super(message);
  }
}

export const isPaymentMethodsError = (error: unknown): error is PaymentMethodsError =>
  error instanceof PaymentMethodsError;

/** What PayingWith gives Place order through `paymentMethodsRef`. */
export interface PaymentMethodsHandle {
  /**
   * The activation's `paymentMethods` for the chosen cards; when SNAP EBT pays, after the shopper
   * has entered the card's PIN. Rejects with a PaymentMethodsError.
   */
  getPaymentMethods(): Promise<PaymentMethods>;
}

export interface PaymentMethodsSource extends PaymentMethodsHandle {
  /** Pass to `<PayingWith paymentMethodsRef={…} />`. */
  ref: RefObject<PaymentMethodsHandle | null>;
}

/**
 * Connects Place order to the Paying With block: `const payment = usePaymentMethods()`, then
 * `<PayingWith paymentMethodsRef={payment.ref} … />` and `await payment.getPaymentMethods()` on
 * submit (checkout spec §4 "Submit": build payment, then activate).
 */
export function usePaymentMethods(): PaymentMethodsSource {
  const messages = useCheckoutMessages();
  const ref = useRef<PaymentMethodsHandle>(null);
  const { refreshAndTryAgain } = messages;
  return useMemo(
    () => ({
      ref,
      getPaymentMethods: () =>
        ref.current
          ? ref.current.getPaymentMethods()
          : Promise.reject(new PaymentMethodsError('not-ready', refreshAndTryAgain)),
    }),
    [refreshAndTryAgain],
  );
}
