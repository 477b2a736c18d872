'use client';

import type { Checkout, PaymentMethods } from '@aisle/contracts/checkout';
import { createIdempotencyKey, isServiceError, useServiceErrorMessage, useStorefront } from '@aisle/core';
import { toast } from '@aisle/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeCheckoutError } from '../../checkoutErrors/describeCheckoutError';
import type { CheckoutOrder } from '../../hooks/useCheckoutOrder';
import { useCheckoutRoutes } from '../../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../../messages';
import { isPaymentMethodsError } from '../../payingWith/usePaymentMethods';
import { keepPostAuthRejectReason } from '../../paymentError/postAuthRejectReason';
import { contactProblems } from '../contactInfo/contactForm';
import {
  activationOf,
  agreementRequired,
  paymentMethodsOf,
  paysWithAnyCard,
  placeOrderProblem,
} from './placeOrderChecks';

/** The cards to pay with; null when the shopper stopped (closed the SNAP EBT PIN modal). */
export type GetPaymentMethods = () => Promise<PaymentMethods | null>;

export interface PlaceOrderOptions {
  order: CheckoutOrder;
  /** The vendor's terms are accepted (the agreement checkbox). */
  agreed: boolean;
  /** Paying With's cards, asked for once the checks pass; the checkout's own cards without it. */
  getPaymentMethods?: GetPaymentMethods | undefined;
  /**
   * The order is placed: the host clears the basket. A rejection (the basket could not be cleared)
   * is told in the 'Order Successfully Placed' notice (§4 "Basket error"); the shopper goes on.
   */
  onOrderPlaced?: ((checkout: Checkout) => unknown) | undefined;
  /** A modified order (`im=true`): the complete page is told so. */
  modified: boolean;
}

/** What Place order shows under its button: the decline, or 'Processing Error' and why. */
export interface PlaceOrderError {
  heading?: string;
  message: string;
}

export interface PlaceOrderState {
  placeOrder(): Promise<void>;
  /** From the press until the answer; and on, once the order is placed and the shopper is leaving. */
  placing: boolean;
  /** The contact's missing parts, once a press found them, until the shopper fixes them. */
  contactProblems: string[];
  /** The vendor agreement's message, once a press found it unticked, until it is ticked. */
  agreementError: string | undefined;
  error: PlaceOrderError | undefined;
}

/**
 * Place order (checkout spec §4 "Submit"): check the contact, the vendor's terms and the time, get
 * the cards (Paying With asks for the SNAP EBT PIN first), then activate the checkout with one
 * idempotency key for the attempt. While an attempt runs, a second press joins it: a double click
 * places one order with one request. Placed, the host hears of it (and clears the basket) and the
 * shopper goes to the order-complete page; declined, the page stays with the message; a post-auth
 * reject goes to the Payment Error page, which shows the service's reason. A conflict, an expiry
 * or an ended session is the page's.
 */
export function usePlaceOrder({
  order,
  agreed,
  getPaymentMethods,
  onOrderPlaced,
  modified,
}: PlaceOrderOptions): PlaceOrderState {
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  const routes = useCheckoutRoutes();
  const { navigate } = useStorefront().navigation;
  const [placing, setPlacing] = useState(false);
  // Which check a press stopped at: its message then shows until the shopper puts it right.
  const [stoppedAt, setStoppedAt] = useState<{ contact: boolean; agreement: boolean }>({
    contact: false,
    agreement: false,
  });
  const [error, setError] = useState<PlaceOrderError>();
  const attempt = useRef<Promise<void> | null>(null);
  const latest = useRef({ order, agreed, getPaymentMethods, onOrderPlaced, modified });
  useEffect(() => {
    latest.current = { order, agreed, getPaymentMethods, onOrderPlaced, modified };
  });

  const run = useCallback(async (): Promise<boolean> => {
    const { order: current, agreed: accepted, getPaymentMethods: getCards } = latest.current;
    const checkout = current.checkout;
    if (!checkout) return false;
    setError(undefined);
    const problem = placeOrderProblem(checkout, { agreed: accepted }, messages);
    if (problem) {
      if (problem.kind === 'contact') setStoppedAt((seen) => ({ ...seen, contact: true }));
      if (problem.kind === 'agreement') setStoppedAt((seen) => ({ ...seen, agreement: true }));
      if (problem.kind === 'time' || problem.kind === 'incomplete') setError({ message: problem.message });
      return false;
    }
    setPlacing(true);
    const idempotencyKey = createIdempotencyKey();
    let methods: PaymentMethods | null;
    try {
      methods = getCards ? await getCards() : paymentMethodsOf(checkout);
    } catch (failed) {
      if (isPaymentMethodsError(failed) && failed.problem === 'cancelled') return false;
      if (isServiceError(failed)) setError({ message: describeCheckoutError(failed, messages, generic).message });
      else if (isPaymentMethodsError(failed) && failed.message) setError({ message: failed.message });
      else setError({ message: messages.refreshAndTryAgain });
      return false;
    }
    if (getCards && methods === null) return false;
    if (!methods || !paysWithAnyCard(methods)) {
      setError({ message: messages.refreshAndTryAgain });
      return false;
    }
    const result = await current.activate(activationOf(checkout, methods, idempotencyKey));
    if (result.ok) {
      const { onOrderPlaced: placed } = latest.current;
      void Promise.resolve()
        .then(() => placed?.(result.checkout))
        .catch(() => toast.success({ heading: messages.orderSuccessfullyPlaced }));
      navigate(routes.orderComplete(result.checkout.id, latest.current.modified));
      return true;
    }
    const { failure } = result;
    switch (failure.kind) {
      case 'declined':
        setError({ message: failure.message });
        return false;
      case 'post-auth-reject':
        keepPostAuthRejectReason(result.error);
        navigate(routes.paymentError(false));
        return true;
      case 'conflict':
      case 'order-timed-out':
      case 'session-expired':
        return false;
      default:
        setError({ heading: messages.processingErrorTitle, message: failure.message });
        return false;
    }
  }, [messages, generic, navigate, routes]);

  const placeOrder = useCallback(() => {
    if (attempt.current) return attempt.current;
    const running = run().then(
      (leaving) => {
        // Once on the way out the button stays busy: a second order must not start.
        if (leaving) return;
        attempt.current = null;
        setPlacing(false);
      },
      () => {
        attempt.current = null;
        setPlacing(false);
        setError({ heading: messages.processingErrorTitle, message: messages.processingError });
      },
    );
    attempt.current = running;
    return running;
  }, [run, messages]);

  const checkout = order.checkout;
  const agreement = checkout ? agreementRequired(checkout, messages) : undefined;
  return {
    placeOrder,
    placing,
    contactProblems: stoppedAt.contact && checkout ? contactProblems(checkout.fulfillment.contact, messages) : [],
    agreementError: stoppedAt.agreement && !agreed ? agreement : undefined,
    error,
  };
}
