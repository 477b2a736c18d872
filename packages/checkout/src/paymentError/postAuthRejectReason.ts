'use client';

// The post-auth reject's reason (checkout spec §8 "Post-auth reject: shows the reason and
// navigates"), carried from the page that placed or modified the order to the Payment Error page.
// In `sessionStorage` (per tab), not in the route: a link could then make the page say whatever it
// carried, and the service's words would reach logs and referrers. The route names no order, so
// the tab keeps one reason: its last reject's.
import { isServiceError } from '@aisle/core';
import { useSyncExternalStore } from 'react';

export const postAuthRejectReasonKey = 'aisle.checkout.postAuthRejectReason';

/**
 * Keeps the reason the service gave for the reject, for the Payment Error page to show; a reject
 * without one forgets the last, which was another order's.
 */
export function keepPostAuthRejectReason(error: unknown): void {
  const reason = isServiceError(error) ? error.reason?.trim() : undefined;
  // Storage can be missing or refuse (private modes, blocked cookies): the page then shows no reason.
  try {
    if (reason) window.sessionStorage.setItem(postAuthRejectReasonKey, reason);
    else window.sessionStorage.removeItem(postAuthRejectReasonKey);
  } catch {
    // Nothing to do: the Payment Error page says what it always says.
  }
}

export function readPostAuthRejectReason(): string | undefined {
  try {
    return window.sessionStorage.getItem(postAuthRejectReasonKey) ?? undefined;
  } catch {
    return undefined;
  }
}

// Only the page before writes it, and sessionStorage tells no other tab: nothing to listen to.
const subscribe = () => () => undefined;

/** The last reject's reason; none on the server, whose page the browser's then fills in. */
export function usePostAuthRejectReason(): string | undefined {
  return useSyncExternalStore(subscribe, readPostAuthRejectReason, () => undefined);
}
