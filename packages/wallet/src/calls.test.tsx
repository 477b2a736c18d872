import { StorefrontProvider, ServiceError, type CallOverrides } from '@aisle/core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { walletCalls } from './calls';
import { WalletSettingsProvider } from './config/WalletSettingsContext';
import { useWallet } from './hooks/useWallet';
import { useWalletCalls } from './hooks/useWalletCalls';
import { discover, preferredVisa } from './testing/fixtures';

function setUp(calls?: CallOverrides) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  // A cache of its own, so no test reads another's answers.
  const cache = { provider: () => new Map() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={cache}>
      <StorefrontProvider banner="kroger" services="https://api.test" fetch={fetch} calls={calls}>
        <WalletSettingsProvider settings={{ secureFieldsOrigin: 'https://secure.test', service: 'payment' }}>
          {children}
        </WalletSettingsProvider>
      </StorefrontProvider>
    </SWRConfig>
  );
  return { fetch, wrapper };
}

describe('given no calls', () => {
  it('gives the hooks the package’s own calls', () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useWalletCalls(), { wrapper });
    expect(result.current).toBe(walletCalls);
  });
});

describe('given the host’s own getWallet', () => {
  it('loads the cards through it, with the screen’s service, never through fetch', async () => {
    const getWallet = vi.fn(async () => [discover, preferredVisa]);
    const { fetch, wrapper } = setUp({ wallet: { getWallet } });
    const { result } = renderHook(() => useWallet(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    // Preferred first, as for the package's own call.
    expect(result.current.cards.map((card) => card.id)).toEqual([preferredVisa.id, discover.id]);
    expect(getWallet).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ showSnapCards: true }), {
      service: 'payment',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after it fails, reports the failure as the wallet’s own', async () => {
    const failure = new ServiceError({ status: 503 });
    const { wrapper } = setUp({ wallet: { getWallet: () => Promise.reject(failure) } });
    const { result } = renderHook(() => useWallet(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
  });
});
