import type { AnalyticsBatchEvent } from '@aisle/contracts';

/** One event as the server received it. */
export interface ReceivedEvent {
  receivedAt: string;
  event: AnalyticsBatchEvent;
}

/** Enough to read back a journey's events; few enough that a flood of batches costs ~500 kB at most. */
export const defaultAnalyticsCapacity = 500;

/**
 * The last few hundred analytics events, in memory: a reference server has no analytics pipeline to
 * feed, and events are not the shopper's data to keep, so a restart forgets them. Oldest go first.
 */
export class AnalyticsLog {
  #events: ReceivedEvent[] = [];

  constructor(private readonly capacity = defaultAnalyticsCapacity) {}

  add(events: readonly AnalyticsBatchEvent[], receivedAt: Date): void {
    const stamp = receivedAt.toISOString();
    this.#events.push(...events.map((event) => ({ receivedAt: stamp, event })));
    if (this.#events.length > this.capacity) this.#events.splice(0, this.#events.length - this.capacity);
  }

  /** Oldest first. */
  list(): readonly ReceivedEvent[] {
    return [...this.#events];
  }

  clear(): number {
    const count = this.#events.length;
    this.#events = [];
    return count;
  }
}
