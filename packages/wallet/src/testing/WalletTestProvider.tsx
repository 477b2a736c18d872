import { StorefrontProvider, type StorefrontProviderProps } from '@aisle/core';
import type { RequestHandler } from 'msw';
import { useMemo, type ReactNode } from 'react';
import { fetchFromHandlers } from './fetchFromHandlers';
import { walletHandlers, type WalletHandlersOptions } from './walletHandlers';

export interface WalletTestProviderProps extends Partial<Omit<StorefrontProviderProps, 'children' | 'fetch'>> {
  /** The handlers to answer with; `walletHandlers(handlerOptions)` by default. */
  handlers?: readonly RequestHandler[];
  handlerOptions?: WalletHandlersOptions;
  children: ReactNode;
}

/**
 * A StorefrontProvider whose calls are answered by MSW handlers in memory, with a fresh SWR cache
 * per mount so tests never share data. Signed in with a fixed token and a fixed clock.
 */
export function WalletTestProvider({ handlers, handlerOptions, children, ...props }: WalletTestProviderProps) {
  const fetch = useMemo(
    () => fetchFromHandlers(handlers ?? walletHandlers(handlerOptions)),
    // The handlers are read once per mount: they hold the in-memory wallet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const swr = useMemo(() => ({ provider: () => new Map(), dedupingInterval: 0 }), []);
  return (
    <StorefrontProvider
      banner="kroger"
      services="https://api.test"
      auth={{ getToken: () => 'test-token' }}
      now={() => new Date('2026-11-22T12:00:00Z')}
      swr={swr}
      fetch={fetch}
      {...props}
    >
      {children}
    </StorefrontProvider>
  );
}
