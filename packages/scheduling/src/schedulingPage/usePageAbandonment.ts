'use client';

// Page abandonment (scheduling spec §7: "Analytics events are sent (page abandonment on unload)";
// the event's shape is not shown, so it is ours), sent through @aisle/core's `useAnalytics` like
// the package's other events.
import { useAnalytics } from '@aisle/core';
import { useEffect, useRef } from 'react';
import type { ScheduledModality } from './schedulingErrors';

export const schedulingPageAbandonedEvent = 'scheduling_page_abandoned';

// A type, not an interface: @aisle/core's AnalyticsEvent takes only shapes open to more fields.
export type SchedulingPageAbandonedEvent = {
  type: typeof schedulingPageAbandonedEvent;
  /** Pickup or delivery times. */
  fulfillmentType: ScheduledModality;
  /** The store whose times were shown. */
  locationId: string;
  /** What told us the page went away: the page being unloaded, or hidden (the last sure sign on mobile). */
  trigger: 'pagehide' | 'visibilitychange';
};

export interface PageAbandonment {
  fulfillmentType: ScheduledModality;
  locationId: string;
  /** The shopper is on the way to checkout: leaving now is finishing, not abandoning. */
  completed: boolean;
}

/**
 * Sends `scheduling_page_abandoned` once when the page is unloaded or hidden before the shopper has
 * completed it. Browsers fire neither `beforeunload` nor `unload` reliably (mobile Safari, the back
 * and forward cache), so the page's going away is read from `pagehide` and `visibilitychange`
 * turning hidden, whichever comes first; a hidden tab the shopper comes back to has been counted.
 */
export function usePageAbandonment({ fulfillmentType, locationId, completed }: PageAbandonment): void {
  const track = useAnalytics();
  // Read when the page goes, not when the listeners were added.
  const latest = useRef({ track, fulfillmentType, locationId, completed });
  useEffect(() => {
    latest.current = { track, fulfillmentType, locationId, completed };
  });
  useEffect(() => {
    let sent = false;
    const leave = (trigger: SchedulingPageAbandonedEvent['trigger']) => {
      const current = latest.current;
      if (sent || current.completed) return;
      sent = true;
      const event: SchedulingPageAbandonedEvent = {
        type: schedulingPageAbandonedEvent,
        fulfillmentType: current.fulfillmentType,
        locationId: current.locationId,
        trigger,
      };
      current.track(event);
    };
    const onPageHide = () => leave('pagehide');
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') leave('visibilitychange');
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
}
