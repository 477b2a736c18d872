import { TestStorefrontProvider } from '@aisle/core/testing';
import { renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastCompletedDecision, lastCompletedPathKey, useLastCompletedPath } from './useLastCompletedPath';

const path = '/checkout/clicklist/order-1/complete';

describe('lastCompletedDecision', () => {
  it('remembers a path it has not just shown, and stays', () => {
    expect(lastCompletedDecision(null, path, '/')).toEqual({ store: path, redirectTo: null });
    expect(lastCompletedDecision('/checkout/clicklist/order-0/complete', path, '/')).toEqual({
      store: path,
      redirectTo: null,
    });
  });

  it('sends the shopper home, and forgets the path, when it was the last one shown', () => {
    expect(lastCompletedDecision(path, path, '/')).toEqual({ store: '/', redirectTo: '/' });
  });

  it('counts a modified order’s page (?im=true) as another path', () => {
    expect(lastCompletedDecision(path, `${path}?im=true`, '/').redirectTo).toBeNull();
  });
});

describe('useLastCompletedPath', () => {
  afterEach(() => window.sessionStorage.clear());

  function renderOn(current: string) {
    const navigate = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <TestStorefrontProvider handlers={[]} navigation={{ navigate }}>
          {children}
        </TestStorefrontProvider>
      </StrictMode>
    );
    renderHook(() => useLastCompletedPath(current), { wrapper });
    return navigate;
  }

  it('stores the path on the first visit and stays, even with Strict Mode’s second effect run', () => {
    const navigate = renderOn(path);
    expect(window.sessionStorage.getItem(lastCompletedPathKey)).toBe(path);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a second visit (a reload) goes home, replacing the page, and resets the stored path', () => {
    window.sessionStorage.setItem(lastCompletedPathKey, path);
    const navigate = renderOn(path);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/', { replace: true });
    expect(window.sessionStorage.getItem(lastCompletedPathKey)).toBe('/');
  });
});
