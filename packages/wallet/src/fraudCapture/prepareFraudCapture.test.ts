import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FraudCaptureLoader, FraudCaptureLoadOptions } from './fraudCapture';
import { prepareFraudCapture } from './prepareFraudCapture';

const visit: FraudCaptureLoadOptions = { transactionId: 't-1', environment: 'PROD', appName: 'CLICKLIST' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const loader = () => vi.fn<FraudCaptureLoader>(async () => undefined);

describe('given a host loader and no privacy tool', () => {
  it('loads at once with the transaction and §9’s setting of 500', async () => {
    const load = loader();
    await prepareFraudCapture(load)(visit);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ ...visit, captureIntervalMs: 500 });
  });

  it('retries a failing script 3 times, then resolves without it', async () => {
    const load = vi.fn<FraudCaptureLoader>(async () => {
      throw new Error('blocked');
    });
    await expect(prepareFraudCapture(load)(visit)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it.each(['RXWEB', 'EPRN'] as const)('never loads for %s', async (appName) => {
    const load = loader();
    const privacyConsent = vi.fn(() => true);
    await prepareFraudCapture(load, { privacyConsent })({ ...visit, appName });
    expect(load).not.toHaveBeenCalled();
    expect(privacyConsent).not.toHaveBeenCalled();
  });
});

describe('given a privacy tool', () => {
  it('waits for it to load, asking every 1000 ms, then loads', async () => {
    const load = loader();
    const tool: { answer?: boolean } = {};
    const running = prepareFraudCapture(load, { privacyConsent: () => tool.answer })(visit);
    await vi.advanceTimersByTimeAsync(2999);
    expect(load).not.toHaveBeenCalled();
    tool.answer = true;
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(load).toHaveBeenCalledWith({ ...visit, captureIntervalMs: 500 });
  });

  it('loads after 5000 ms when the tool never answers', async () => {
    const load = loader();
    const running = prepareFraudCapture(load, { privacyConsent: () => undefined })(visit);
    await vi.advanceTimersByTimeAsync(4999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads when the shopper refused', async () => {
    const load = loader();
    await prepareFraudCapture(load, { privacyConsent: () => false })(visit);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('waits once, not once per retry', async () => {
    const load = vi.fn<FraudCaptureLoader>().mockRejectedValueOnce(new Error('slow')).mockResolvedValue(undefined);
    const privacyConsent = vi.fn(() => true);
    await prepareFraudCapture(load, { privacyConsent })(visit);
    expect(load).toHaveBeenCalledTimes(2);
    expect(privacyConsent).toHaveBeenCalledTimes(1);
  });
});
