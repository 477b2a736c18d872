'use client';

import {
  checkoutPaths,
  type ActivateCheckoutRequest,
  type Checkout,
  type UpdateCheckoutRequest,
} from '@aisle/contracts/checkout';
import {
  isServiceError,
  loadOnce,
  ServiceError,
  serviceKey,
  useServiceClient,
  useServiceErrorMessage,
  useServiceSWR,
} from '@aisle/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  describeCheckoutError,
  incompleteCheckoutCode,
  type CheckoutFailure,
} from '../checkoutErrors/describeCheckoutError';
import { useCheckoutMessages } from '../messages';
import { useCheckoutCalls } from './useCheckoutCalls';

/** An update of the draft, without the versionKey: the hook sends the current one. */
export type CheckoutChange = Omit<UpdateCheckoutRequest, 'versionKey'>;

/** Place the order: the activation without its type and versionKey, which the hook adds. */
export type CheckoutActivation = Omit<ActivateCheckoutRequest, 'type' | 'versionKey'>;

/** The answer to an update or an activation: the checkout as it now is, or what went wrong. */
export type CheckoutResult = { ok: true; checkout: Checkout } | { ok: false; failure: CheckoutFailure; error: unknown };

/** Failures that are the page's to show, whatever block made the call (§8). */
export type PageFailure = Extract<CheckoutFailure, { kind: 'conflict' | 'order-timed-out' | 'session-expired' }>;

export type CheckoutLoadStatus = 'loading' | 'loaded' | 'missing' | 'error';

export interface CheckoutOrder {
  /** The latest checkout the service answered with; undefined until it loads. */
  checkout: Checkout | undefined;
  /** 'missing' when the service knows no such checkout (404). */
  status: CheckoutLoadStatus;
  /** Why the checkout did not load, described (§8), when `status` is 'error'. */
  loadFailure: CheckoutFailure | undefined;
  /** 'updated on another device', 'Order Timed Out' or 'Your session has expired.', from any call. */
  pageFailure: PageFailure | null;
  /** Applies an update with the current versionKey; updates run one after another. */
  update(change: CheckoutChange, options?: { fallback?: string }): Promise<CheckoutResult>;
  /** Places the order with the current versionKey (§7 "Activate checkout"). */
  activate(activation: CheckoutActivation): Promise<CheckoutResult>;
  /** Reads the checkout again and forgets the page failure: the conflict's 'Refresh'. */
  reload(): Promise<void>;
}

const pageKinds = new Set<CheckoutFailure['kind']>(['conflict', 'order-timed-out', 'session-expired']);
const isPageFailure = (failure: CheckoutFailure): failure is PageFailure => pageKinds.has(failure.kind);

/**
 * The payment page's checkout (checkout spec §4): loaded once, then kept as the service last
 * answered every update. Each update carries the versionKey of the latest answer, so updates are
 * queued rather than raced; a failure comes back described (`describeCheckoutError`), and the
 * conflict, the expiry and the ended session are also kept for the page to show.
 */
export function useCheckoutOrder(orderId: string): CheckoutOrder {
  const client = useServiceClient();
  const calls = useCheckoutCalls();
  const messages = useCheckoutMessages();
  const generic = useServiceErrorMessage();
  const { data, error, mutate } = useServiceSWR<Checkout>(
    serviceKey(checkoutPaths.checkout(orderId)),
    () => calls.getCheckout(client, orderId),
    loadOnce,
  );
  const [pageFailure, setPageFailure] = useState<PageFailure | null>(null);

  // The checkout the next update builds on: the latest answer to an update or a reload, else the
  // one loaded. Answers are kept here as they come, not from a render, which may come after the
  // next answer and would hand a stale versionKey on.
  const loaded = useRef<Checkout | undefined>(data);
  useEffect(() => {
    loaded.current = data;
  }, [data]);
  const latest = useRef<Checkout | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const describe = useCallback(
    (failed: unknown, fallback?: string) => describeCheckoutError(failed, messages, generic, fallback),
    [messages, generic],
  );

  const run = useCallback(
    (send: (current: Checkout) => Promise<Checkout>, fallback?: string): Promise<CheckoutResult> => {
      const next = queue.current.then(async (): Promise<CheckoutResult> => {
        const current = latest.current?.id === orderId ? latest.current : loaded.current;
        if (!current) {
          return { ok: false, failure: { kind: 'other', message: messages.refreshAndTryAgain }, error: undefined };
        }
        try {
          const answer: Checkout | undefined = await send(current);
          // Without the checkout or its versionKey (wallet spec §8) the next update would have
          // nothing to build on: the page keeps the checkout it had, and says so with a code.
          if (!answer?.versionKey) {
            throw new ServiceError({
              status: 200,
              code: incompleteCheckoutCode,
              reason: 'The checkout service answered without the checkout or its versionKey.',
            });
          }
          latest.current = answer;
          await mutate(answer, { revalidate: false });
          return { ok: true, checkout: answer };
        } catch (failed) {
          const failure = describe(failed, fallback);
          if (isPageFailure(failure)) setPageFailure(failure);
          return { ok: false, failure, error: failed };
        }
      });
      queue.current = next;
      return next;
    },
    [describe, messages.refreshAndTryAgain, mutate, orderId],
  );

  const update = useCallback(
    (change: CheckoutChange, options: { fallback?: string } = {}) =>
      run(
        (current) => calls.updateCheckout(client, current.id, { ...change, versionKey: current.versionKey }),
        options.fallback,
      ),
    [run, calls, client],
  );

  const activate = useCallback(
    (activation: CheckoutActivation) =>
      run((current) =>
        calls.activateCheckout(client, current.id, { ...activation, type: 'ACTIVATE', versionKey: current.versionKey }),
      ),
    [run, calls, client],
  );

  const reload = useCallback(async () => {
    setPageFailure(null);
    const answer = await mutate();
    if (answer) latest.current = answer;
  }, [mutate]);

  const loadFailure = useMemo(
    () => (error !== undefined && !isMissing(error) ? describe(error) : undefined),
    [error, describe],
  );
  // A checkout that has expired or a session that ended while loading is the page's failure too.
  const shownFailure = pageFailure ?? (loadFailure && isPageFailure(loadFailure) ? loadFailure : null);

  const status: CheckoutLoadStatus = data
    ? 'loaded'
    : error === undefined
      ? 'loading'
      : isMissing(error)
        ? 'missing'
        : 'error';
  return { checkout: data, status, loadFailure, pageFailure: shownFailure, update, activate, reload };
}

const isMissing = (error: unknown) => isServiceError(error) && error.status === 404;
