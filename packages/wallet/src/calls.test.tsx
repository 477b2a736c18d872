import { StorefrontProvider, ServiceError, type CallOverrides } from '@aisle/core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { walletCalls } from './calls';
import { WalletSettingsProvider } from './config/WalletSettingsContext';
import type { WalletSettings } from './config/walletSettings';
import { useWallet } from './hooks/useWallet';
import { useWalletCalls } from './hooks/useWalletCalls';
import { discover, preferredVisa } from './testing/fixtures';

function setUp(calls?: CallOverrides, settingsCalls?: () => WalletSettings['calls']) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  // A cache of its own, so no test reads another's answers.
  const cache = { provider: () => new Map() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={cache}>
      <StorefrontProvider banner="kroger" services="https://api.test" fetch={fetch} calls={calls}>
        <WalletSettingsProvider
          settings={{ secureFieldsOrigin: 'https://secure.test', service: 'payment', calls: settingsCalls?.() }}
        >
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

describe('given calls in the wallet settings (checkout’s card add and update)', () => {
  const request = {
    dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
    paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890123', pin: '1234' },
  } as const;

  it('makes them over the host’s, and keeps the host’s others', async () => {
    const hostAdd = vi.fn(async () => discover);
    const getWallet = vi.fn(async () => [preferredVisa]);
    const settingsAdd = vi.fn(async () => discover);
    const { fetch, wrapper } = setUp({ wallet: { addCard: hostAdd, getWallet } }, () => ({ addCard: settingsAdd }));
    const { result } = renderHook(() => useWallet(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    await result.current.add(request);
    expect(settingsAdd).toHaveBeenCalledWith(expect.anything(), request, { service: 'payment' });
    expect(hostAdd).not.toHaveBeenCalled();
    expect(getWallet).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the same calls across renders of inline settings, each running the newest given', async () => {
    const given = [vi.fn(async () => discover), vi.fn(async () => preferredVisa)];
    let render = 0;
    const { wrapper } = setUp(undefined, () => ({ addCard: given[Math.min(render++, 1)] }));
    const { result, rerender } = renderHook(() => useWalletCalls(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await result.current.addCard({} as never, request);
    expect(given[1]).toHaveBeenCalled();
    expect(given[0]).not.toHaveBeenCalled();
  });
});
