import { afterEach, describe, expect, it } from 'vitest';
import { capturedBehaviour, startFraudCapture, stopFraudCapture } from './fraudCaptureScript';

afterEach(() => stopFraudCapture());

/** An event the page sees at `ms` on its clock. */
function act(type: string, ms: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'timeStamp', { value: ms });
  window.dispatchEvent(event);
}

const counts = (transactionId: string) => JSON.parse(capturedBehaviour(transactionId)?.ubaEvents ?? 'null') as unknown;

describe('given the reference fraud script running for a transaction', () => {
  it('counts each kind of action at most once per capture interval (§9’s 500 ms)', () => {
    startFraudCapture({ transactionId: 't-1', captureIntervalMs: 500 });
    act('keydown', 1000);
    act('keydown', 1499);
    act('keydown', 1500);
    act('pointerdown', 1200);
    act('click', 1300);
    expect(counts('t-1')).toEqual({ keydown: 2, pointerdown: 1 });
  });

  it('keeps counting when loaded again for the same transaction, under the same id', () => {
    startFraudCapture({ transactionId: 't-1', captureIntervalMs: 500 });
    const { ubaId } = capturedBehaviour('t-1') ?? {};
    act('keydown', 0);
    startFraudCapture({ transactionId: 't-1', captureIntervalMs: 500 });
    act('keydown', 600);
    expect(capturedBehaviour('t-1')).toEqual({ ubaId, ubaEvents: '{"keydown":2}' });
  });

  it('starts afresh for a new transaction, and says nothing for one it never ran for', () => {
    startFraudCapture({ transactionId: 't-1', captureIntervalMs: 500 });
    act('keydown', 0);
    const first = capturedBehaviour('t-1');
    startFraudCapture({ transactionId: 't-2', captureIntervalMs: 500 });
    expect(capturedBehaviour('t-1')).toBeUndefined();
    expect(capturedBehaviour('t-2')?.ubaId).not.toBe(first?.ubaId);
    expect(counts('t-2')).toEqual({});
    expect(capturedBehaviour(undefined)).toBeUndefined();
  });

  it('stops listening once stopped', () => {
    startFraudCapture({ transactionId: 't-1', captureIntervalMs: 500 });
    stopFraudCapture();
    act('keydown', 0);
    startFraudCapture({ transactionId: 't-1', captureIntervalMs: 500 });
    expect(counts('t-1')).toEqual({});
  });
});
