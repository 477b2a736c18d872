import { analyticsLimits, analyticsPaths } from '@aisle/contracts';
import { analyticsBatch } from '@aisle/contracts/schemas';
import type { AnalyticsEvent } from '@aisle/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue, trackAnalyticsEvent, type AnalyticsTransport } from './analytics';

const failedCall = {
  type: 'service-call-failed',
  schemaVersion: '0.1.1',
  timestamp: '2026-03-02T15:00:00.000Z',
  method: 'GET',
  path: '/atlas/v1/customer-profile/v1/addresses/{id}',
  status: 503,
  code: 'SERVICE_DOWN',
  reason: undefined,
  category: 'critical-service-error',
  offline: false,
  attempts: 1,
  durationMs: 12,
} as const;
const abandoned = { type: 'scheduling_page_abandoned', step: 'timeslots' };

function recordingTransport({ beaconAccepts = true } = {}) {
  const posts: string[] = [];
  const beacons: Blob[] = [];
  const transport: AnalyticsTransport = {
    beacon: (url, body) => {
      expect(url).toBe(analyticsPaths.events);
      beacons.push(body);
      return beaconAccepts;
    },
    post: (url, body) => {
      expect(url).toBe(analyticsPaths.events);
      posts.push(body);
      return Promise.resolve();
    },
  };
  /** Each batch's events, checked against the contract the API holds them to. */
  const batches = (bodies: string[]) => bodies.map((body) => analyticsBatch.parse(JSON.parse(body)).events);
  return { transport, posts, beacons, batches };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given events a page reports', () => {
  it('after a second without another, sends them together in one POST, as they were reported', async () => {
    const sent = recordingTransport();
    const queue = createAnalyticsQueue({ transport: sent.transport });
    queue.track(failedCall);
    await vi.advanceTimersByTimeAsync(900);
    queue.track(abandoned);
    await vi.advanceTimersByTimeAsync(900);
    expect(sent.posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    // JSON leaves out the undefined reason, as the API would have it.
    const { reason: _, ...asJson } = failedCall;
    expect(sent.batches(sent.posts)).toEqual([[asJson, abandoned]]);
  });

  it('given a steady stream, still sends within five seconds of the oldest', async () => {
    const sent = recordingTransport();
    const queue = createAnalyticsQueue({ transport: sent.transport });
    for (let second = 0; second < 5; second += 1) {
      queue.track({ type: 'tick', second });
      await vi.advanceTimersByTimeAsync(900);
    }
    expect(sent.posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.batches(sent.posts)[0]).toHaveLength(5);
  });

  it(`sends a full batch of ${analyticsLimits.eventsPerBatch} at once, without waiting`, () => {
    const sent = recordingTransport();
    const queue = createAnalyticsQueue({ transport: sent.transport });
    for (let n = 0; n < analyticsLimits.eventsPerBatch + 1; n += 1) queue.track({ type: 'counted', n });
    expect(sent.batches(sent.posts)).toEqual([
      Array.from({ length: analyticsLimits.eventsPerBatch }, (_, n) => ({ type: 'counted', n })),
    ]);
  });

  it('splits a batch whose bytes would pass 60 kB (non-ASCII text takes more than a byte a character)', () => {
    const sent = recordingTransport();
    const queue = createAnalyticsQueue({ transport: sent.transport });
    for (let n = 0; n < 30; n += 1) queue.track({ type: 'wide', n, text: '€'.repeat(900) });
    queue.flush('post');
    const sizes = sent.posts.map((body) => new TextEncoder().encode(body).length);
    expect(sizes.every((size) => size <= 60_000)).toBe(true);
    expect(sent.batches(sent.posts).flat()).toHaveLength(30);
  });

  it('drops an event the API would refuse, and sends the others', () => {
    const sent = recordingTransport();
    const queue = createAnalyticsQueue({ transport: sent.transport });
    const cyclic: { type: string; self?: unknown } = { type: 'cyclic' };
    cyclic.self = cyclic;
    const refused: AnalyticsEvent[] = [
      { type: '' },
      { type: 'x'.repeat(analyticsLimits.typeCharacters + 1) },
      { type: 'long', text: 'x'.repeat(analyticsLimits.eventCharacters) },
      { type: 'wide', ...Object.fromEntries(Array.from({ length: analyticsLimits.fieldsPerEvent }, (_, n) => [n, n])) },
      cyclic,
    ];
    for (const event of [...refused, abandoned]) queue.track(event);
    queue.flush('post');
    expect(sent.batches(sent.posts)).toEqual([[abandoned]]);
  });

  it('given a POST that fails, drops the batch quietly (no retry, no unhandled rejection) and goes on', async () => {
    const post = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const queue = createAnalyticsQueue({ transport: { beacon: () => false, post } });
    queue.track(abandoned);
    await vi.advanceTimersByTimeAsync(1000);
    queue.track(failedCall);
    await vi.advanceTimersByTimeAsync(5000);
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('given the page going away', () => {
  it('sends what waits by beacon, as JSON, and nothing more when the idle time comes', async () => {
    const sent = recordingTransport();
    const queue = createAnalyticsQueue({ transport: sent.transport });
    queue.track(abandoned);
    queue.flush('beacon');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.posts).toEqual([]);
    expect(sent.beacons.map((blob) => blob.type)).toEqual(['application/json']);
    const texts = await Promise.all(sent.beacons.map((blob) => blob.text()));
    expect(sent.batches(texts)).toEqual([[abandoned]]);
  });

  it('given a beacon the browser refuses (over its quota), sends the batch by POST instead', () => {
    const sent = recordingTransport({ beaconAccepts: false });
    const queue = createAnalyticsQueue({ transport: sent.transport });
    queue.track(abandoned);
    queue.flush('beacon');
    expect(sent.beacons).toHaveLength(1);
    expect(sent.batches(sent.posts)).toEqual([[abandoned]]);
  });

  it('in the browser, sends the storefront’s events by navigator.sendBeacon on pagehide', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    trackAnalyticsEvent(abandoned);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [[url, body] = ['', new Blob()]] = sendBeacon.mock.calls;
    expect(url).toBe(analyticsPaths.events);
    expect(JSON.parse(await body.text())).toEqual({ events: [abandoned] });
  });
});
