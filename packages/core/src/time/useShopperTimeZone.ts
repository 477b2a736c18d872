'use client';

import { useSyncExternalStore } from 'react';

let browserZone: string | undefined;

/**
 * The browser's IANA zone, read once: each read builds an `Intl.DateTimeFormat`, which cost the
 * cart's render more than the rest of its own code.
 */
export function browserTimeZone(): string {
  return (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

const unchanging = () => () => undefined;
// A server cannot know the shopper's zone: it renders UTC, and hydration then switches to the
// browser's zone without a mismatch (React re-renders after hydrating a different snapshot). Read
// from the browser at render, a zone other than the server's would name other days ('Today') than
// the server's markup, in the evening of every shopper west of UTC.
const onServer = () => 'UTC';

/** The shopper's IANA zone: the one given, else the browser's (UTC while the server renders and hydrating). */
export function useShopperTimeZone(given?: string): string {
  const browser = useSyncExternalStore(unchanging, browserTimeZone, onServer);
  return given ?? browser;
}
