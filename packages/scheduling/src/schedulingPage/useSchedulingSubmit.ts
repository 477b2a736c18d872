'use client';

import type { PromiseV4, QuoteItem, QuoteItems, TimeSlotOption } from '@aisle/contracts/scheduling';
import { useServiceClient, useStorefront } from '@aisle/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Quotes } from '../api';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { useSchedulingRoutes } from '../hooks/useSchedulingRoutes';
import { promiseRequest, quoteItems } from '../upfrontSlots/quoteDays';
import { isExpired, isStoredPromiseValid, type StoredPromise } from '../upfrontSlots/storePromise';
import type { ReserveState } from '../upfrontSlots/useReserve';
import { isModalityInvalidError, isTimeExpiredError, type ScheduledModality } from './schedulingErrors';
import type { AgeRequirement } from './useAgeRequirement';

/** The replacement drawer, the host's (§4 step 1). */
export interface ReplacementStep {
  /**
   * The shopper has dealt with the excluded items ('Continue to Payment'): a submission the drawer
   * interrupted goes on by itself.
   */
  handled: boolean;
  /**
   * The shopper has interacted with the replacements in any way (the drawer's `onInteraction`), even
   * without 'Continue to Payment': the next submission does not open the drawer again (§4).
   */
  interacted?: boolean;
  /** Opens the drawer on the items the chosen time cannot fulfil. */
  open(excluded: QuoteItems['excluded']): void;
}

/** The one modal the page shows at a time. */
export type SchedulingModalState =
  | { kind: 'reservationExpired' }
  | { kind: 'timeExpired' }
  | { kind: 'error'; error: unknown }
  | { kind: 'wentWrong' }
  | { kind: 'modalityInvalid' }
  | { kind: 'age'; age: number };

/** What the page is waiting for: the loading states of §4. */
export type SchedulingPhase = 'idle' | 'updating' | 'reserving' | 'checkout';

export interface UseSchedulingSubmitOptions {
  fulfillmentType: ScheduledModality;
  locationId: string;
  items: readonly QuoteItem[];
  quotes: Quotes | undefined;
  reloadQuotes(): void;
  age: AgeRequirement;
  modify: boolean;
  storedPromise: StoredPromise | null | undefined;
  requestedNewTime: boolean;
  onPromiseChange(promise: PromiseV4 | null): void;
  verifyAge: ((minimumAge: number) => Promise<boolean>) | undefined;
  replacementStep: ReplacementStep | undefined;
  createCheckout(promise: PromiseV4): Promise<{ orderId: string }>;
}

export interface SchedulingSubmit {
  /** What the time picker needs: its submit, its validation notice, and whether it is busy. */
  reservation: ReserveState;
  phase: SchedulingPhase;
  modal: SchedulingModalState | null;
  closeModal(): void;
  /**
   * After a modality validation failure (§4): the reservation made for that way of shopping is let
   * go and the modal closed, for the shopper to leave for the cart.
   */
  resetCheckout(): void;
  /** The built-in age question's answer (checklist ambiguity 23); null when dismissed. */
  answerAge(answer: boolean | null): void;
  /** The shopper said no (or the host's check did): the age their basket needs. */
  declinedAge: number | null;
  /** Changes whenever the form must start over (after 'Time Expired'). */
  formKey: number;
}

const excludedOf = (promise: PromiseV4) => promise.selections.flatMap((selection) => selection.items.excluded);

/**
 * Promise fallout (§4): the update left out items the stored reservation still held; the shopper
 * must see that before anything is submitted for them.
 */
export function hasPromiseFallout(stored: Pick<StoredPromise, 'selections'>, updated: PromiseV4): boolean {
  const before = new Set(stored.selections.flatMap((selection) => selection.items.excluded.map((item) => item.gtin13)));
  return excludedOf(updated).some((item) => !before.has(item.gtin13));
}

/**
 * The page's submission (§4): replacement step, then age verification, then the promise (created,
 * or the stored one updated), then the checkout, then on to it. A stored, valid and unexpired
 * promise runs it without the shopper, unless they asked for a new time.
 */
export function useSchedulingSubmit(options: UseSchedulingSubmitOptions): SchedulingSubmit {
  const client = useServiceClient();
  const { now, navigation } = useStorefront();
  const { createPromise, updatePromise } = useSchedulingCalls();
  const routes = useSchedulingRoutes();
  const [phase, setPhase] = useState<SchedulingPhase>('idle');
  const [notice, setNotice] = useState<'selectTime' | null>(null);
  const [modal, setModal] = useState<SchedulingModalState | null>(null);
  const [declinedAge, setDeclinedAge] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  // State lags a render behind a double click, and the auto submission must start once; refs do not lag.
  const busy = useRef(false);
  const autoStarted = useRef(false);
  const ageAnswer = useRef<((answer: boolean | null) => void) | null>(null);
  // The submission the replacement drawer interrupted: it goes on once the shopper has dealt with the items.
  const awaitingReplacement = useRef<[TimeSlotOption | undefined, PromiseV4 | undefined] | null>(null);
  // The latest props, read by the steps after each await rather than those of the click's render.
  const latest = useRef(options);
  const modalRef = useRef(modal);
  // First of the effects, so the others (and every handler) read this render's props.
  useEffect(() => {
    latest.current = options;
    modalRef.current = modal;
  });
  // Submissions made before the products arrive wait for them: they decide the age check.
  const productWaiters = useRef<(() => void)[]>([]);
  const ageStatus = options.age.status;
  useEffect(() => {
    if (ageStatus === 'loading') return;
    for (const wake of productWaiters.current.splice(0)) wake();
  }, [ageStatus]);
  const productsSettled = useCallback(
    () =>
      latest.current.age.status === 'loading'
        ? new Promise<void>((resolve) => productWaiters.current.push(resolve))
        : Promise.resolve(),
    [],
  );

  const fail = useCallback((error: unknown) => {
    const { onPromiseChange, reloadQuotes } = latest.current;
    if (isTimeExpiredError(error)) {
      // The time is gone: forget it, start the form over and ask for the times again (§4).
      onPromiseChange(null);
      setFormKey((key) => key + 1);
      reloadQuotes();
      setModal({ kind: 'timeExpired' });
      return;
    }
    setModal(isModalityInvalidError(error) ? { kind: 'modalityInvalid' } : { kind: 'error', error });
  }, []);

  const confirmAge = useCallback(async (age: number): Promise<boolean | null> => {
    const { verifyAge } = latest.current;
    if (verifyAge) return verifyAge(age);
    return new Promise<boolean | null>((resolve) => {
      ageAnswer.current = resolve;
      setModal({ kind: 'age', age });
    });
  }, []);

  const run = useCallback(
    async (option: TimeSlotOption | undefined, held: PromiseV4 | undefined) => {
      const current = latest.current;
      if (busy.current) return;
      if (!option && !held) {
        setNotice('selectTime');
        return;
      }
      busy.current = true;
      setNotice(null);
      setDeclinedAge(null);
      let leaving = false;
      try {
        const excluded = held ? excludedOf(held) : (current.quotes?.items[option?.quoteId ?? '']?.excluded ?? []);
        const step = current.replacementStep;
        if (excluded.length > 0 && step && !step.handled && !step.interacted) {
          awaitingReplacement.current = [option, held];
          step.open(excluded);
          return;
        }
        if (current.age.status === 'loading') {
          setPhase('reserving');
          await productsSettled();
        }
        if (latest.current.age.status === 'error') {
          // Without the products the page cannot tell whether the basket needs an age check.
          setModal({ kind: 'wentWrong' });
          return;
        }
        const age = latest.current.age.requiredAge;
        if (age !== null) {
          let verified: boolean | null;
          try {
            verified = await confirmAge(age);
          } catch {
            setModal({ kind: 'wentWrong' });
            return;
          }
          if (verified === null) return;
          if (!verified) {
            setDeclinedAge(age);
            return;
          }
        }
        let promise = held;
        if (!promise && option) {
          setPhase('reserving');
          try {
            promise = await createPromise(
              client,
              promiseRequest(option, {
                modalityType: current.fulfillmentType,
                locationId: current.locationId,
                items: current.items,
              }),
            );
          } catch (error) {
            fail(error);
            return;
          }
          latest.current.onPromiseChange(promise);
        }
        if (!promise) return;
        setPhase('checkout');
        try {
          const { orderId } = await latest.current.createCheckout(promise);
          leaving = true;
          navigation.navigate(routes.checkout(orderId, latest.current.modify));
        } catch (error) {
          fail(error);
        }
      } finally {
        // Once on the way to checkout the button stays busy: a second order must not start.
        if (!leaving) {
          busy.current = false;
          setPhase('idle');
        }
      }
    },
    [client, confirmAge, createPromise, fail, navigation, productsSettled, routes],
  );

  // The drawer's 'Continue to Payment' is the shopper's go-ahead: the submission goes on to the age
  // check and the promise without a second press of the page's button.
  const replacementHandled = options.replacementStep?.handled ?? false;
  useEffect(() => {
    const interrupted = awaitingReplacement.current;
    if (!replacementHandled || !interrupted) return;
    awaitingReplacement.current = null;
    void run(...interrupted);
  }, [replacementHandled, run]);

  // §4: a stored promise, unless the shopper asked for a new time. Once per visit.
  useEffect(() => {
    const { storedPromise, requestedNewTime, onPromiseChange, items } = latest.current;
    if (autoStarted.current || !storedPromise || requestedNewTime) return;
    autoStarted.current = true;
    const at = now();
    if (!isStoredPromiseValid(storedPromise, at)) {
      // Past its ttl: forgotten without a word (checklist ambiguity 5).
      onPromiseChange(null);
      return;
    }
    if (isExpired(storedPromise, at)) {
      setModal({ kind: 'reservationExpired' });
      return;
    }
    busy.current = true;
    setPhase('updating');
    updatePromise(client, {
      id: storedPromise.id,
      items: quoteItems(items),
      versionKey: storedPromise.versionKey,
    }).then(
      (updated) => {
        busy.current = false;
        setPhase('idle');
        latest.current.onPromiseChange(updated);
        // Fallout stops the automatic submission: the shopper sees the page and goes on by hand.
        if (!hasPromiseFallout(storedPromise, updated)) void run(undefined, updated);
      },
      (error: unknown) => {
        busy.current = false;
        setPhase('idle');
        fail(error);
      },
    );
  }, [client, fail, now, run, updatePromise]);

  const closeModal = useCallback(() => {
    // The expired reservation is let go once the shopper has read why.
    if (modalRef.current?.kind === 'reservationExpired') latest.current.onPromiseChange(null);
    setModal(null);
    ageAnswer.current?.(null);
    ageAnswer.current = null;
  }, []);

  const resetCheckout = useCallback(() => {
    latest.current.onPromiseChange(null);
    setModal(null);
  }, []);

  const answerAge = useCallback((answer: boolean | null) => {
    ageAnswer.current?.(answer);
    ageAnswer.current = null;
    setModal(null);
  }, []);

  return {
    reservation: {
      reserve: (option) => run(option, undefined),
      notice,
      clearNotice: () => setNotice(null),
      reserving: phase !== 'idle',
    },
    phase,
    modal,
    closeModal,
    resetCheckout,
    answerAge,
    declinedAge,
    formKey,
  };
}
