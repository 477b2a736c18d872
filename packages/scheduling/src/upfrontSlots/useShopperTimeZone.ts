'use client';

import { useSyncExternalStore } from 'react';
import { userTimeZone } from '../api';

const unchanging = () => () => undefined;
// A server cannot know the shopper's zone: it renders UTC, and hydration then switches to the
// browser's zone without a mismatch (React re-renders after hydrating a different snapshot).
const onServer = () => 'UTC';

/** The shopper's IANA zone: the one given, else the browser's. */
export function useShopperTimeZone(given?: string): string {
  const browser = useSyncExternalStore(unchanging, userTimeZone, onServer);
  return given ?? browser;
}
