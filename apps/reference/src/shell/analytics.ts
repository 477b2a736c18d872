import { analyticsLimits, analyticsPaths } from '@aisle/contracts';
import type { AnalyticsEvent } from '@aisle/core';

/** How a batch leaves the page. */
export interface AnalyticsTransport {
  /** `navigator.sendBeacon`: the browser sends it even as the page goes away; false when it refuses. */
  beacon(url: string, body: Blob): boolean;
  /** A POST that may outlive the page (`fetch` with `keepalive`). */
  post(url: string, body: string): Promise<unknown>;
}

export interface AnalyticsQueueOptions {
  transport: AnalyticsTransport;
  url?: string;
  /** Sent once no event has come for this long… */
  idleMs?: number;
  /** …or this long after the oldest waiting event, whichever is first. */
  maxWaitMs?: number;
}

export interface AnalyticsQueue {
  track(event: AnalyticsEvent): void;
  /** Sends everything waiting now: by beacon when the page is going away, else by POST. */
  flush(how: 'beacon' | 'post'): void;
}

// Under the 64 kB a server reads and a beacon carries, with room for `{"events":[…]}`.
const maxBatchBytes = 60_000;
const encoder = new TextEncoder();

interface Waiting {
  json: string;
  bytes: number;
}

/**
 * The event as JSON, or undefined for one the server would refuse (and, with it, the rest of its
 * batch): no `type`, too many fields, too long, or not JSON at all. Nothing is taken out or added:
 * what a feature reports is its business, and a failed-call event carries no request or response body.
 */
function serialise(event: AnalyticsEvent): Waiting | undefined {
  if (typeof event.type !== 'string' || !event.type.trim() || event.type.length > analyticsLimits.typeCharacters) {
    return undefined;
  }
  if (Object.keys(event).length > analyticsLimits.fieldsPerEvent) return undefined;
  let json: string;
  try {
    json = JSON.stringify(event);
  } catch {
    return undefined; // A cycle or a BigInt: not JSON.
  }
  if (json.length > analyticsLimits.eventCharacters) return undefined;
  return { json, bytes: encoder.encode(json).length };
}

/** Queues events and sends them in batches of at most 50 events and 60 kB. */
export function createAnalyticsQueue({
  transport,
  url = analyticsPaths.events,
  idleMs = 1000,
  maxWaitMs = 5000,
}: AnalyticsQueueOptions): AnalyticsQueue {
  let waiting: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let oldestAt = 0;

  function nextBatch(): string {
    let bytes = 0;
    let count = 0;
    for (const { bytes: size } of waiting) {
      if (count === analyticsLimits.eventsPerBatch || (count > 0 && bytes + size + 1 > maxBatchBytes)) break;
      bytes += size + 1;
      count += 1;
    }
    const batch = waiting.slice(0, count);
    waiting = waiting.slice(count);
    return `{"events":[${batch.map(({ json }) => json).join(',')}]}`;
  }

  function flush(how: 'beacon' | 'post') {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) {
      const body = nextBatch();
      if (how === 'beacon' && transport.beacon(url, new Blob([body], { type: 'application/json' }))) continue;
      // Analytics are best effort: a batch that fails is dropped, never retried or reported (that would loop).
      transport.post(url, body).catch(() => undefined);
    }
  }

  function track(event: AnalyticsEvent) {
    const entry = serialise(event);
    if (!entry) return;
    if (waiting.length === 0) oldestAt = Date.now();
    waiting.push(entry);
    // A full batch goes at once, so the queue never holds more than one.
    if (waiting.length >= analyticsLimits.eventsPerBatch) {
      flush('post');
      return;
    }
    clearTimeout(timer);
    const wait = Math.max(0, Math.min(idleMs, oldestAt + maxWaitMs - Date.now()));
    timer = setTimeout(() => flush('post'), wait);
  }

  return { track, flush };
}

let browserQueue: AnalyticsQueue | undefined;

/** The browser's queue: batches go after a short idle, or by beacon as the page is hidden or left. */
function startBrowserQueue(): AnalyticsQueue {
  const queue = createAnalyticsQueue({
    transport: {
      beacon: (url, body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
      // No cookies: the events are anonymous, and the API needs none to take them.
      post: (url, body) =>
        fetch(url, {
          method: 'POST',
          body,
          keepalive: true,
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
        }),
    },
  });
  // A hidden tab may never be shown again (mobile browsers discard it), and pagehide is the last
  // moment a page that is being left can still send.
  const leave = () => queue.flush('beacon');
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  return queue;
}

/**
 * The storefront's `onAnalyticsEvent`: queues the event for the reference API. On the server it
 * does nothing: a render's failed reads are the server's, and a module-wide queue there would mix
 * every shopper's events.
 */
export function trackAnalyticsEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  browserQueue ??= startBrowserQueue();
  browserQueue.track(event);
}
