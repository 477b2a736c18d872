import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../testing/scriptedFetch';
import { useStorefront, useStorefrontRoutes } from './hooks';
import { StorefrontProvider, type StorefrontProviderProps } from './StorefrontProvider';

function wrapper(props: Partial<StorefrontProviderProps> = {}) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider banner="kroger" services="https://api.test" {...props}>
      {children}
    </StorefrontProvider>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('given no routes', () => {
  it('gives the storefront routes their defaults', () => {
    const { result } = renderHook(() => useStorefrontRoutes(), { wrapper: wrapper() });
    expect(result.current).toEqual({ home: '/', cart: '/cart', signIn: '/signin' });
  });
});

describe('given storefront routes', () => {
  it('applies them over the defaults, ignoring unknown keys and undefined values', () => {
    const routes = { storefront: { cart: '/basket', home: undefined, bogus: '/x' } };
    const { result } = renderHook(() => useStorefrontRoutes(), { wrapper: wrapper({ routes }) });
    expect(result.current).toEqual({ home: '/', cart: '/basket', signIn: '/signin' });
  });

  it('after a 403 on the configured sign-in page, does not send the shopper to sign in again', async () => {
    window.history.replaceState(null, '', '/my/signin');
    const onSessionExpired = vi.fn();
    const { result } = renderHook(() => useStorefront().client, {
      wrapper: wrapper({
        routes: { storefront: { signIn: '/my/signin' } },
        auth: { getToken: () => 't', onSessionExpired },
        fetch: scriptedFetch({ status: 403 }).fetch,
      }),
    });
    await result.current.get('/x').catch(() => undefined);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('after a re-render with a new inline routes object, keeps the same service client', () => {
    const { result, rerender } = renderHook(() => useStorefront().client, {
      wrapper: ({ children }) => (
        <StorefrontProvider banner="kroger" services="" routes={{ storefront: { cart: '/basket' } }}>
          {children}
        </StorefrontProvider>
      ),
    });
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });
});
