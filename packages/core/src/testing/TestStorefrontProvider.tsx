'use client';

import type { RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { StorefrontProvider, type StorefrontProviderProps } from '../provider/StorefrontProvider';
import { fetchFromHandlers } from './fetchFromHandlers';

export interface TestStorefrontProviderProps extends Partial<Omit<StorefrontProviderProps, 'children' | 'fetch'>> {
  /**
   * The MSW handlers that answer every call, or a function making them. Read once per mount:
   * handlers usually hold in-memory state (a wallet, an address book) that must outlive renders.
   */
  handlers: readonly RequestHandler[] | (() => readonly RequestHandler[]);
  children: ReactNode;
}

const fixedNow = () => new Date('2026-11-22T12:00:00Z');
const testAuth = { getToken: () => 'test-token' };
const noDeduping = { dedupingInterval: 0 };

/**
 * A StorefrontProvider for tests and stories: its calls are answered by MSW handlers in memory (no
 * server, no worker), with a fresh SWR cache per mount so tests never share data; signed in with a
 * fixed token, on the kroger banner, at a fixed time. Any provider prop can be overridden.
 */
export function TestStorefrontProvider({ handlers, children, ...props }: TestStorefrontProviderProps) {
  const [fetch] = useState(() => fetchFromHandlers(typeof handlers === 'function' ? handlers() : handlers));
  const [cache] = useState(() => ({ provider: () => new Map() }));
  return (
    <SWRConfig value={cache}>
      <StorefrontProvider
        banner="kroger"
        services="https://api.test"
        auth={testAuth}
        now={fixedNow}
        swr={noDeduping}
        fetch={fetch}
        {...props}
      >
        {children}
      </StorefrontProvider>
    </SWRConfig>
  );
}
