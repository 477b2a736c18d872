'use client';

import { useSyncExternalStore } from 'react';
import { isAppleDevice } from './mapsLink';

const unchanging = () => () => undefined;
const inBrowser = () => isAppleDevice(navigator.userAgent, navigator.platform);
// A server cannot know the device: it renders Google's link, and hydration then switches an Apple
// device to Apple's without a mismatch (React re-renders after hydrating a different snapshot).
const onServer = () => false;

/** Whether the shopper's device is Apple's: false while the server renders and hydrating. */
export function useAppleDevice(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}
