import { StorefrontProvider, type CallOverrides } from '@aisle/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/profile';
import { accountCalls } from '../calls';
import { demoAddresses } from '../testing/fixtures';
import { useAccountCalls } from './useAccountCalls';
import { useAddressBook } from './useAddressBook';
import { useProfile } from './useProfile';

const profile = { firstName: 'Avery', userId: 'own-1' } as Profile;

function setUp(calls?: CallOverrides) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  // A cache of its own, so no test reads another's answers.
  const cache = { provider: () => new Map() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={cache}>
      <StorefrontProvider banner="kroger" services="https://api.test" fetch={fetch} calls={calls}>
        {children}
      </StorefrontProvider>
    </SWRConfig>
  );
  return { fetch, cache, wrapper };
}

describe('given no calls', () => {
  it('gives the hooks the package’s own calls', () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useAccountCalls(), { wrapper });
    expect(result.current).toBe(accountCalls);
  });
});

describe('given the host’s own getProfile', () => {
  it('loads the profile through it, never through fetch', async () => {
    const getProfile = vi.fn(async () => profile);
    const { fetch, wrapper } = setUp({ account: { getProfile } });
    const { result } = renderHook(() => useProfile({ timeZone: 'America/New_York' }), { wrapper });
    await waitFor(() => expect(result.current.profile).toBe(profile));
    expect(getProfile).toHaveBeenCalledWith(expect.objectContaining({ get: expect.any(Function) }), {
      timeZone: 'America/New_York',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('given the host’s own address calls, written inline', () => {
  it('after a re-render, keeps the same calls and runs the latest ones', async () => {
    const { fetch, cache } = setUp();
    let shown = 1;
    const wrapper = ({ children }: { children: ReactNode }) => {
      const count = shown;
      return (
        // A new object and new functions on every render, as product teams write them.
        <SWRConfig value={cache}>
          <StorefrontProvider
            banner="kroger"
            services="https://api.test"
            fetch={fetch}
            calls={{ account: { getLegacyAddresses: async () => demoAddresses.slice(0, count) } }}
          >
            {children}
          </StorefrontProvider>
        </SWRConfig>
      );
    };
    const { result, rerender } = renderHook(
      () => ({ calls: useAccountCalls(), book: useAddressBook({ version: 'legacy' }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.book.addresses).toHaveLength(1));
    const before = result.current.calls;
    shown = 2;
    rerender();
    expect(result.current.calls).toBe(before);
    await act(() => result.current.book.refresh({ force: true }));
    expect(result.current.book.addresses).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });
});
