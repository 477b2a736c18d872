'use client';

import type { AppName } from '@aisle/contracts';
import { useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import { createServiceClient, type AuthConfig } from '../client/serviceClient';
import { StorefrontContext, type StorefrontContextValue } from './context';
import { useStorefront } from './hooks';
import { swrConfiguration } from './swr';

export interface ServiceScopeProps {
  /**
   * The token the calls below send in place of the provider's, and how to get a new one after a
   * 401. The provider's `onSessionExpired` and auth type still apply.
   */
  auth: Pick<AuthConfig, 'getToken' | 'refresh'>;
  /** The application id the calls below send; the provider's when left out. */
  applicationId?: AppName;
  children: ReactNode;
}

/**
 * A part of the page that calls the services as another app, with a token of its own: the wallet's
 * hosted payment page runs under one. Everything else (services, banner, retry rules, words,
 * routes, the SWR cache) is the provider's. Under a provider without `auth` the scope changes only
 * the application id.
 */
export function ServiceScope({ auth, applicationId, children }: ServiceScopeProps) {
  const outer = useStorefront();
  const latest = useRef(auth);
  useInsertionEffect(() => {
    latest.current = auth;
  });
  const hasRefresh = auth.refresh !== undefined;
  const { clientConfig } = outer;
  const scopedApp = applicationId ?? outer.applicationId;
  const client = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- the client reads `latest` when a call is made, never during render.
      createServiceClient({
        ...clientConfig,
        applicationId: scopedApp,
        // The scope's token stands in for the provider's. A provider without auth (a server render
        // whose fetch reads as the shopper) has none to replace: the scope asks for no token there.
        auth: clientConfig.auth && {
          ...clientConfig.auth,
          getToken: () => latest.current.getToken(),
          refresh: hasRefresh ? () => latest.current.refresh?.() ?? Promise.resolve(undefined) : undefined,
        },
      }),
    [clientConfig, scopedApp, hasRefresh],
  );
  const value = useMemo<StorefrontContextValue>(
    () => ({
      ...outer,
      applicationId: scopedApp,
      client,
      swr: { ...outer.swr, fetcher: swrConfiguration(client).fetcher },
    }),
    [outer, scopedApp, client],
  );
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}
