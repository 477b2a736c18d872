import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { privacyToolWait, waitForPrivacyTool, type PrivacyToolAnswer } from './privacyTool';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The wait's answer once settled, or 'waiting'. */
function watch(wait: Promise<PrivacyToolAnswer>) {
  let answer: PrivacyToolAnswer | 'waiting' = 'waiting';
  void wait.then((settled) => {
    answer = settled;
  });
  return () => answer;
}

describe('given §9’s privacy-tool wait', () => {
  it('is 5000 ms, asked every 1000 ms', () => {
    expect(privacyToolWait).toEqual({ timeoutMs: 5000, pollMs: 1000 });
  });

  it('answers at once, asking once, when the tool has loaded', async () => {
    const consent = vi.fn(() => true);
    await expect(waitForPrivacyTool(consent)).resolves.toBe('allowed');
    expect(consent).toHaveBeenCalledTimes(1);
  });

  it('asks every 1000 ms until the tool answers', async () => {
    const tool: { answer?: boolean } = {};
    const consent = vi.fn(() => tool.answer);
    const answer = watch(waitForPrivacyTool(consent));
    await vi.advanceTimersByTimeAsync(2000);
    expect(consent).toHaveBeenCalledTimes(3);
    expect(answer()).toBe('waiting');
    tool.answer = false;
    await vi.advanceTimersByTimeAsync(999);
    expect(answer()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(answer()).toBe('refused');
    expect(consent).toHaveBeenCalledTimes(4);
  });

  it('gives up at 5000 ms, after asking at 0, 1000, … 5000, and asks no more', async () => {
    const consent = vi.fn(() => undefined);
    const answer = watch(waitForPrivacyTool(consent));
    await vi.advanceTimersByTimeAsync(4999);
    expect(answer()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(answer()).toBe('no-answer');
    expect(consent).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(consent).toHaveBeenCalledTimes(6);
  });

  it('takes a tool that throws for one still loading', async () => {
    const consent = vi
      .fn<() => boolean | undefined>()
      .mockImplementationOnce(() => {
        throw new Error('not ready');
      })
      .mockReturnValue(true);
    const answer = watch(waitForPrivacyTool(consent));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(answer()).toBe('allowed');
  });
});
