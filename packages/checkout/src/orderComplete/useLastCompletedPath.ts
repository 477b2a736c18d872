'use client';

import { useStorefront, useStorefrontRoutes } from '@aisle/core';
import { useEffect, useRef } from 'react';

/** Where the order-complete page remembers the last path it showed, in `sessionStorage` (per tab). */
export const lastCompletedPathKey = 'aisle.checkout.lastCompletedPath';

export interface LastCompletedDecision {
  /** What to remember now. */
  store: string;
  /** Where to send the shopper instead, or null to stay. */
  redirectTo: string | null;
}

/**
 * Checkout spec §2: "If the stored last-completed path equals the current path, the stored path is
 * reset to / and the user is redirected to /"; otherwise the current path is remembered. So the
 * confirmation shows once: a reload or Back to it goes home.
 */
export function lastCompletedDecision(stored: string | null, current: string, home: string): LastCompletedDecision {
  return stored === current ? { store: home, redirectTo: home } : { store: current, redirectTo: null };
}

// Storage can be missing or refuse (private modes, blocked cookies): the page then just shows.
function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(lastCompletedPathKey);
  } catch {
    return null;
  }
}

function writeStored(path: string): void {
  try {
    window.sessionStorage.setItem(lastCompletedPathKey, path);
  } catch {
    // Nothing to do: the next visit of this path shows the page again.
  }
}

/**
 * Applies the last-completed rule once per path, after hydration (storage is the browser's): the
 * storefront's home is the spec's '/'. Replaced, not pushed, so Back does not come here again.
 */
export function useLastCompletedPath(path: string): void {
  const { navigation } = useStorefront();
  const { home } = useStorefrontRoutes();
  // Strict Mode runs effects twice: the second run must not find the path the first one stored.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (applied.current === path) return;
    applied.current = path;
    const { store, redirectTo } = lastCompletedDecision(readStored(), path, home);
    writeStored(store);
    if (redirectTo) navigation.navigate(redirectTo, { replace: true });
  }, [path, home, navigation]);
}
