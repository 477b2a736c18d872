import { getNonce, setNonce } from 'get-nonce';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followContentSecurityPolicy } from './contentSecurityPolicy';

// The unit files share one worker's modules, so zod and get-nonce leave here as they came.
let jitlessBefore: boolean | undefined;
beforeEach(() => {
  jitlessBefore = globalThis.__zod_globalConfig?.jitless;
});
afterEach(() => {
  vi.restoreAllMocks();
  if (globalThis.__zod_globalConfig) globalThis.__zod_globalConfig.jitless = jitlessBefore;
  setNonce('');
});

describe('followContentSecurityPolicy', () => {
  it('makes zod validate without compiling code, loaded before or after it', async () => {
    followContentSecurityPolicy();
    vi.resetModules();
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);
    // A compiled validator would call the Function constructor, which the policy forbids.
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).safeParse({ name: 'Riley' }).success).toBe(true);
    expect(compile).not.toHaveBeenCalled();
  });

  it('hands the page nonce to get-nonce', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'abc123';
    document.head.append(meta);
    followContentSecurityPolicy();
    expect(getNonce()).toBe('abc123');
    meta.remove();
  });
});
