import { describe, expect, it, vi } from 'vitest';
import { loadFraudCapture } from './fraudCapture';

const options = { transactionId: 't-1', environment: 'PROD' as const, appName: 'CLICKLIST' as const };

describe('given the fraud-capture loader', () => {
  it('loads once when the script loads', async () => {
    const load = vi.fn(async () => undefined);
    expect(await loadFraudCapture(load, options)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(options);
  });

  it('retries 3 times, then gives up without throwing', async () => {
    const load = vi.fn(async () => {
      throw new Error('blocked');
    });
    expect(await loadFraudCapture(load, options)).toBe(false);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('slow')).mockResolvedValueOnce(undefined);
    expect(await loadFraudCapture(load, options)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never loads for the pharmacy apps', async () => {
    const load = vi.fn(async () => undefined);
    expect(await loadFraudCapture(load, { ...options, appName: 'RXWEB' })).toBe(false);
    expect(await loadFraudCapture(load, { ...options, appName: 'EPRN' })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
