'use client';

import type { Checkout, CheckoutLineItem } from '@aisle/contracts/checkout';
import {
  createIdempotencyKey,
  useServiceClient,
  useServiceErrorMessage,
  useStorefront,
  useStorefrontRoutes,
} from '@aisle/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageFailure } from '../hooks/useCheckoutOrder';
import { useCheckoutCalls } from '../hooks/useCheckoutCalls';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useCheckoutMessages } from '../messages';
import { keepPostAuthRejectReason } from '../paymentError/postAuthRejectReason';
import { finishModification } from './modificationsSavedToast';
import { describeModifyError, remainingSnapBalanceOf, type ModifyFailure } from './modifyFailure';
import { modifyRequestOf, type ModifyFulfillment } from './modifyRequest';

/** Asks for the SNAP EBT PIN: the sealed PIN, or null when the shopper closed the modal; rejects when it cannot be asked. */
export type AskSnapPin = () => Promise<string | null>;

export interface ModifySubmitOptions {
  /** The placed order as last read. */
  checkout: Checkout | undefined;
  lineItems: readonly CheckoutLineItem[];
  fulfillment: ModifyFulfillment | undefined;
  /** What SNAP EBT holds for the order: above 0, the PIN is asked first. */
  snapAmount: number;
  askPin: AskSnapPin;
  refreshPayment(): Promise<unknown>;
  onModified?: (() => Promise<unknown>) | undefined;
}

/**
 * The SNAP EBT balance a failed submission carried (§4 step 5, "a transaction balance inquiry"),
 * kept for the summary to show until the next submission.
 */
export interface BalanceInquiry {
  snap: number;
}

export interface ModifySubmitState {
  submit(): Promise<void>;
  /** From the press until the answer; and on, once modified and the shopper is leaving. */
  submitting: boolean;
  /** What went wrong, under the button; a conflict or an ended session is `pageFailure`. */
  failure: ModifyFailure | undefined;
  pageFailure: PageFailure | null;
  /** Forgets the page failure: the conflict's 'Refresh' has read the order again. */
  clearPageFailure(): void;
  /** The order as modified: its cost, and the cost before (`originalSummary`). */
  modified: Checkout | undefined;
  balanceInquiry: BalanceInquiry | undefined;
}

/**
 * 'Submit Modified Order' (checkout spec §4 "Modify submit"): (1) reset what the last attempt
 * left and send; (2) when SNAP EBT pays, its PIN first; (3) modified, go to the order's complete
 * page with the modified-order flag, then the host deletes its modify cart; (4) if that fails, the
 * 'Modifications Saved' toast; (5) failed, the payment data is read again, a post-auth reject goes
 * to the Payment Error page (isModify) with its reason, and a SNAP EBT balance the error carried is
 * kept; (6) the modify mapping (§8) says what else went wrong. One idempotency key per attempt;
 * while an attempt runs a second press joins it, so a double press sends one request.
 */
export function useModifySubmit(options: ModifySubmitOptions): ModifySubmitState {
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  const client = useServiceClient();
  const { modifyCheckout } = useCheckoutCalls();
  const routes = useCheckoutRoutes();
  const { signIn } = useStorefrontRoutes();
  const { navigation, banner } = useStorefront();
  const { navigate } = navigation;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<ModifyFailure>();
  const [pageFailure, setPageFailure] = useState<PageFailure | null>(null);
  const [modified, setModified] = useState<Checkout>();
  const [balanceInquiry, setBalanceInquiry] = useState<BalanceInquiry>();
  const attempt = useRef<Promise<void> | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  /** One attempt; true once the shopper is on the way out (modified, or to Payment Error or sign-in). */
  const run = useCallback(async (): Promise<boolean> => {
    const { checkout, lineItems, fulfillment, snapAmount, askPin } = latest.current;
    if (!checkout) return false;
    setFailure(undefined);
    setPageFailure(null);
    setSubmitting(true);
    const idempotencyKey = createIdempotencyKey();
    let encryptedPin: string | undefined;
    if (snapAmount > 0) {
      let pin: string | null;
      try {
        pin = await askPin();
      } catch {
        // The SNAP EBT card is not in the wallet as read: the order's cards must be read again.
        setFailure({ kind: 'other', message: messages.refreshAndTryAgain });
        return false;
      }
      if (pin === null) return false;
      encryptedPin = pin;
    }
    const request = modifyRequestOf(checkout, {
      lineItems,
      fulfillment: fulfillment ?? checkout.fulfillment,
      snapAmount,
      encryptedPin,
      idempotencyKey,
    });
    let answer: Checkout;
    try {
      answer = await modifyCheckout(client, checkout.id, request, { bannerDomain: banner.domain });
    } catch (error) {
      void latest.current.refreshPayment();
      const snap = remainingSnapBalanceOf(error);
      if (snap !== undefined) setBalanceInquiry({ snap });
      const described = describeModifyError(error, messages, generic);
      switch (described.kind) {
        case 'post-auth-reject':
          keepPostAuthRejectReason(error);
          navigate(routes.paymentError(true));
          return true;
        case 'session-expired':
          setPageFailure(described);
          navigate(signIn, { replace: true });
          return true;
        case 'conflict':
          setPageFailure(described);
          return false;
        default:
          setFailure(described);
          return false;
      }
    }
    setModified(answer);
    setBalanceInquiry(undefined);
    navigate(routes.orderComplete(answer.id, true));
    void finishModification(latest.current.onModified, messages);
    return true;
  }, [client, modifyCheckout, messages, generic, navigate, routes, signIn, banner.domain]);

  const submit = useCallback(() => {
    if (attempt.current) return attempt.current;
    const running = run().then(
      (leaving) => {
        // On the way out the button stays busy: a second modification must not start.
        if (leaving) return;
        attempt.current = null;
        setSubmitting(false);
      },
      () => {
        attempt.current = null;
        setSubmitting(false);
        setFailure({ kind: 'other', message: messages.processingError });
      },
    );
    attempt.current = running;
    return running;
  }, [run, messages.processingError]);

  const clearPageFailure = useCallback(() => setPageFailure(null), []);
  return { submit, submitting, failure, pageFailure, clearPageFailure, modified, balanceInquiry };
}
