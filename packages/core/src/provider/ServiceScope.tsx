'use client';

import type { AppName } from '@aisle/contracts';
import { useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import type { RetryRule } from '../client/retryRules';
import { createServiceClient, type AuthConfig, type ServiceClientConfig } from '../client/serviceClient';
import { StorefrontContext, type StorefrontContextValue } from './context';
import { useStorefront } from './hooks';
import { swrConfiguration } from './swr';

export interface ServiceScopeProps {
  /**
   * The token the calls below send in place of the provider's, and how to get a new one after a
   * 401. The provider's `onSessionExpired` and auth type still apply. The provider's when left out.
   */
  auth?: Pick<AuthConfig, 'getToken' | 'refresh'>;
  /** The application id the calls below send; the provider's when left out. */
  applicationId?: AppName;
  /**
   * The payment intent the calls below send, read before every call (wallet spec §7 "payment
   * intent id when present"); the provider's when it answers nothing.
   */
  getPaymentIntentId?: () => string | undefined;
  /** Retry rules the calls below ask after the provider's (a stable array), e.g. `paymentIntentRenewal`. */
  retryRules?: readonly RetryRule[];
  children: ReactNode;
}

/**
 * A part of the page whose calls differ from the provider's: the wallet's hosted payment page calls
 * the services as another app, with a token of its own; checkout's wallet sends its payment intent.
 * Everything else (services, banner, words, routes, the SWR cache) is the provider's. Scopes nest,
 * each over the one around it. Under a provider without `auth` the scope asks for no token.
 */
export function ServiceScope({ auth, applicationId, getPaymentIntentId, retryRules, children }: ServiceScopeProps) {
  const outer = useStorefront();
  const latest = useRef({ auth, getPaymentIntentId });
  useInsertionEffect(() => {
    latest.current = { auth, getPaymentIntentId };
  });
  const hasAuth = auth !== undefined;
  const hasRefresh = auth?.refresh !== undefined;
  const hasIntent = getPaymentIntentId !== undefined;
  const { clientConfig } = outer;
  const scopedApp = applicationId ?? outer.applicationId;
  const config = useMemo<ServiceClientConfig>(
    // eslint-disable-next-line react-hooks/refs -- the functions read `latest` when a call is made, never during render.
    () => scopedConfig(clientConfig, { scopedApp, hasAuth, hasRefresh, hasIntent, retryRules }, () => latest.current),
    [clientConfig, scopedApp, hasAuth, hasRefresh, hasIntent, retryRules],
  );
  const client = useMemo(() => createServiceClient(config), [config]);
  const value = useMemo<StorefrontContextValue>(
    () => ({
      ...outer,
      applicationId: scopedApp,
      clientConfig: config,
      client,
      swr: { ...outer.swr, fetcher: swrConfiguration(client).fetcher },
    }),
    [outer, scopedApp, config, client],
  );
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

function scopedConfig(
  outer: ServiceClientConfig,
  scope: {
    scopedApp: string;
    hasAuth: boolean;
    hasRefresh: boolean;
    hasIntent: boolean;
    retryRules?: readonly RetryRule[];
  },
  current: () => Pick<ServiceScopeProps, 'auth' | 'getPaymentIntentId'>,
): ServiceClientConfig {
  return {
    ...outer,
    applicationId: scope.scopedApp,
    // The scope's token stands in for the provider's. A provider without auth (a server render
    // whose fetch reads as the shopper) has none to replace: the scope asks for no token there.
    auth:
      outer.auth && scope.hasAuth
        ? {
            ...outer.auth,
            getToken: () => current().auth?.getToken() ?? null,
            refresh: scope.hasRefresh ? () => current().auth?.refresh?.() ?? Promise.resolve(undefined) : undefined,
          }
        : outer.auth,
    ...(scope.hasIntent && {
      getPaymentIntentId: () => current().getPaymentIntentId?.() ?? outer.getPaymentIntentId?.(),
    }),
    ...(scope.retryRules && { retryRules: [...(outer.retryRules ?? []), ...scope.retryRules] }),
  };
}
