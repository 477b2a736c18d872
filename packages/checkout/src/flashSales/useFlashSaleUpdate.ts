'use client';

import { useServiceErrorMessage } from '@aisle/core';
import { useCallback } from 'react';
import { describeCheckoutError, type CheckoutFailure } from '../checkoutErrors/describeCheckoutError';
import { useCheckoutMessages } from '../messages';

/** The page's answer to an update that did not go through (`useCheckoutOrder`'s `CheckoutResult`). */
const isFailedResult = (answer: unknown): answer is { ok: false; failure: CheckoutFailure } =>
  typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === false && 'failure' in answer;

/**
 * Waits for the host's update of the flash sale lines and says what went wrong, or null when it went
 * through. The host may reject, or resolve with `{ ok: false, failure }` as the page's checkout
 * update does. The conflict, the expiry and the ended session keep their §8 words; any other
 * failure says `fallback`, which names what was not done.
 */
export function useFlashSaleUpdate(): (pending: Promise<unknown>, fallback: string) => Promise<string | null> {
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  return useCallback(
    async (pending, fallback) => {
      let failure: CheckoutFailure;
      try {
        const answer = await pending;
        if (!isFailedResult(answer)) return null;
        failure = answer.failure;
      } catch (error) {
        failure = describeCheckoutError(error, messages, generic, fallback);
      }
      return failure.kind === 'other' ? fallback : failure.message;
    },
    [messages, generic],
  );
}
