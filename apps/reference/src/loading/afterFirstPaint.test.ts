import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

type Callback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver that reports the paint entries a test hands it. */
function fakeObserver(supportsPaint: boolean) {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportsPaint ? ['paint', 'mark'] : ['mark'];
    private readonly record: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const observer of observers.filter(({ disconnected }) => !disconnected)) {
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    },
    observers,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs once', () => {
    const browser = fakeObserver(true);
    const task = vi.fn();
    afterFirstPaint(task);
    browser.paint('first-paint');
    expect(task).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    browser.paint('first-contentful-paint');
    expect(task).toHaveBeenCalledOnce();
    expect(browser.observers[0]?.disconnected).toBe(true);
  });

  it('runs after the load where the browser reports no paints', () => {
    vi.useFakeTimers();
    fakeObserver(false);
    const task = vi.fn();
    afterFirstPaint(task);
    vi.runAllTimers();
    // happy-dom's document has loaded already, so the task runs in the next task.
    expect(document.readyState).toBe('complete');
    expect(task).toHaveBeenCalledOnce();
  });
});
