import { getNonce } from 'get-nonce';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followContentSecurityPolicy } from './contentSecurityPolicy';

afterEach(() => {
  vi.restoreAllMocks();
  globalThis.__zod_globalConfig = undefined;
});

describe('followContentSecurityPolicy', () => {
  it('makes zod, loaded after it, validate without compiling code', async () => {
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
