// The reference fraud-capture script: what a vendor's device-fraud script does for a visit (wallet
// spec §4 "Fraud check"), first party, loaded as its own chunk from this origin (the page's
// `script-src 'self'`). It counts the kinds of the shopper's actions on the page, at most one of a
// kind per capture interval, under an id of its own: the `ubaId` and `ubaEvents` of the card adds'
// `deviceInfo`. Never what was typed or where: the card's own fields live in the secure frames,
// whose events never reach this page anyway.

/** The kinds of action counted: enough to tell a person's visit from a script's. */
export const capturedEventTypes = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'scroll'] as const;

export interface CapturedBehaviour {
  ubaId: string;
  /** `{"keydown":12,"pointerdown":3}`: how often each kind was seen. */
  ubaEvents: string;
}

interface Capture {
  transactionId: string;
  ubaId: string;
  counts: Partial<Record<string, number>>;
  stop: () => void;
}

let current: Capture | undefined;

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `u${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * Starts counting for a transaction; loading it again for the same transaction (a retry, the page
 * and the flyout of one visit) keeps the count going. A new transaction starts afresh.
 */
export function startFraudCapture({
  transactionId,
  captureIntervalMs,
}: {
  transactionId: string;
  captureIntervalMs: number;
}): void {
  if (current?.transactionId === transactionId) return;
  current?.stop();
  const counts: Capture['counts'] = {};
  const lastSeen = new Map<string, number>();
  const count = (event: Event) => {
    const last = lastSeen.get(event.type);
    if (last !== undefined && event.timeStamp - last < captureIntervalMs) return;
    lastSeen.set(event.type, event.timeStamp);
    counts[event.type] = (counts[event.type] ?? 0) + 1;
  };
  const listening = { capture: true, passive: true } as const;
  for (const type of capturedEventTypes) window.addEventListener(type, count, listening);
  const stop = () => {
    for (const type of capturedEventTypes) window.removeEventListener(type, count, listening);
  };
  current = { transactionId, ubaId: newId(), counts, stop };
}

/** What was captured for this transaction; undefined when the script never ran for it. */
export function capturedBehaviour(transactionId: string | undefined): CapturedBehaviour | undefined {
  if (!current || current.transactionId !== transactionId) return undefined;
  return { ubaId: current.ubaId, ubaEvents: JSON.stringify(current.counts) };
}

/** Stops counting and forgets the transaction (tests). */
export function stopFraudCapture(): void {
  current?.stop();
  current = undefined;
}
