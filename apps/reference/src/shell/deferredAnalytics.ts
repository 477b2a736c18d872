import type { AnalyticsEvent } from '@aisle/core';

type Track = (event: AnalyticsEvent) => void;

let track: Track | undefined;
let waiting: AnalyticsEvent[] | undefined;

/**
 * The storefront's `onAnalyticsEvent`. The queue and its sending (`analytics.ts`) load with the
 * first event, not with the first download every page shares: most visits have none (they are
 * failed calls and the scheduling step's events). Events that come while it loads wait for it.
 */
export function deferredAnalyticsEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (track) return track(event);
  const first = waiting === undefined;
  (waiting ??= []).push(event);
  if (!first) return;
  void import('./analytics').then(({ trackAnalyticsEvent }) => {
    track = trackAnalyticsEvent;
    for (const queued of waiting?.splice(0) ?? []) track(queued);
  });
}
