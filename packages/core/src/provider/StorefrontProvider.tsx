'use client';

import type { AppName, BannerId } from '@aisle/contracts';
import { LinkComponentProvider, MessagesProvider, type Messages } from '@aisle/ui';
import { useEffect, useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { getBannerBehaviour } from '@aisle/contracts';
import type { RetryRule } from '../client/retryRules';
import { createServiceClient, type AuthConfig, type ServiceClientConfig } from '../client/serviceClient';
import type { MessageOverrides } from '../messages/messages';
import { StorefrontContext, type AnalyticsEvent, type NavigationAdapter, type StorefrontContextValue } from './context';
import { defaultCustomerServicePhones, type CustomerServicePhones } from './customerService';
import { delegatingCalls, replacedCallNames, type CallOverrides } from './featureCalls';
import { storefrontRoutes, type RouteOverrides } from './featureRoutes';
import type { ServiceData } from './serviceData';
import { swrConfiguration } from './swr';

export interface StorefrontProviderProps {
  /** The banner (an `@aisle/contracts` id): its behaviour flags, tenant and banner headers. */
  banner: BannerId;
  /** Base URL of each service (`{ default, payment, … }`); a string is the default service. */
  services: string | Readonly<Record<string, string>>;
  auth?: AuthConfig;
  navigation?: NavigationAdapter;
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
  /** Words to override, per package: `{ ui: { close: 'Fermer' }, core: { … }, account: { … } }`. */
  messages?: MessageOverrides;
  customerServicePhones?: CustomerServicePhones;
  /** Sent as the application id; CLICKLIST (the storefront) unless a host app says otherwise. */
  applicationId?: AppName;
  /**
   * Routes to override, per package (`{ storefront: { cart: '/basket' }, account: { dashboard:
   * '/my/dashboard' } }`): every link and navigation of the features goes to them.
   */
  routes?: RouteOverrides;
  /**
   * Service calls to replace, per package (`{ wallet: { getWallet: (client, config) => … } }`): the
   * features' hooks make these instead. Each takes the provider's service client first.
   */
  calls?: CallOverrides;
  getPaymentIntentId?: () => string | undefined;
  /** Extra retry rules (e.g. the wallet's payment-intent renewal); pass a stable array. */
  retryRules?: readonly RetryRule[];
  timeoutMs?: number;
  /** Injected in tests: the fetch the client calls, and the clock features read. */
  fetch?: typeof fetch;
  now?: () => Date;
  /**
   * Extra SWR settings, merged over Aisle's for every feature's data (`useServiceSWR`). Per-hook
   * settings only: for a cache of its own (SWR's `provider`), wrap the tree in swr's `SWRConfig`.
   */
  swr?: SWRConfiguration;
  /**
   * The answers the server fetched for the page it rendered (server rendering with hydration): the
   * first render reads them instead of asking again, as the server's render did. Leftovers are
   * dropped once the page has hydrated. The reference storefront's server render shows how.
   */
  serviceData?: ServiceData;
  children: ReactNode;
}

const assign = (href: string, options?: { replace?: boolean }) =>
  options?.replace ? window.location.replace(href) : window.location.assign(href);

/**
 * Configures every Aisle feature once: banner, services, auth, navigation, analytics, words,
 * customer-service numbers. Renders no element; safe to render on the server.
 */
export function StorefrontProvider(props: StorefrontProviderProps) {
  // Callbacks are read through a ref, so an inline `auth={{ … }}` never rebuilds the client.
  const latest = useRef(props);
  // Before any effect below it runs, so a child's first call already sees this render's props.
  useInsertionEffect(() => {
    latest.current = props;
  });
  const { banner: bannerId, services, applicationId = 'CLICKLIST', timeoutMs, retryRules } = props;
  // Where sign-in lives: a 403 there does not send the shopper to sign in again.
  const signInPath = props.routes?.storefront?.signIn ?? storefrontRoutes.signIn;
  const servicesKey = JSON.stringify(services);
  const hasAuth = props.auth !== undefined;
  const hasRefresh = props.auth?.refresh !== undefined;
  const authType = props.auth?.type;

  const banner = useMemo(() => getBannerBehaviour(bannerId), [bannerId]);

  // The client's settings, kept so that a `ServiceScope` can make a client that differs only in
  // its token and application id.
  const clientConfig = useMemo<ServiceClientConfig>(
    () => ({
      services: JSON.parse(servicesKey) as StorefrontProviderProps['services'],
      applicationId,
      tenant: banner.tenantName,
      bannerName: banner.xBannerName,
      timeoutMs,
      auth: hasAuth
        ? {
            type: authType,
            getToken: () => latest.current.auth?.getToken(),
            refresh: hasRefresh ? async () => latest.current.auth?.refresh?.() : undefined,
            onSessionExpired: (reason) => latest.current.auth?.onSessionExpired?.(reason),
          }
        : undefined,
      getPaymentIntentId: () => latest.current.getPaymentIntentId?.(),
      retryRules,
      isSignInPage: () => typeof window !== 'undefined' && window.location.pathname === signInPath,
      onFailedCall: (event) => latest.current.onAnalyticsEvent?.(event),
      fetch: (input, init) => (latest.current.fetch ?? globalThis.fetch)(input, init),
      now: () => latest.current.now?.() ?? new Date(),
    }),
    [servicesKey, applicationId, banner, timeoutMs, hasAuth, hasRefresh, authType, signInPath, retryRules],
  );
  // eslint-disable-next-line react-hooks/refs -- the client reads `latest` when a call is made, never during render.
  const client = useMemo(() => createServiceClient(clientConfig), [clientConfig]);

  const {
    messages = noOverrides,
    customerServicePhones = defaultCustomerServicePhones,
    navigation,
    routes = noRouteOverrides,
    serviceData,
  } = props;
  const Link = navigation?.Link;
  const callNames = replacedCallNames(props.calls);
  // eslint-disable-next-line react-hooks/refs -- each call reads `latest` when it is made, never during render.
  const calls = useMemo(() => delegatingCalls(callNames, () => latest.current.calls), [callNames]);
  const swr = useMemo(() => ({ ...swrConfiguration(client), ...props.swr }), [client, props.swr]);
  const value = useMemo<StorefrontContextValue>(
    () => ({
      banner,
      applicationId,
      client,
      clientConfig,
      navigation: {
        navigate: (href, options) => (latest.current.navigation?.navigate ?? assign)(href, options),
        Link,
      },
      track: (event) => latest.current.onAnalyticsEvent?.(event),
      messages,
      customerServicePhones,
      now: () => latest.current.now?.() ?? new Date(),
      signInPath,
      routes,
      calls,
      swr,
      serviceData,
    }),
    [
      banner,
      applicationId,
      client,
      clientConfig,
      Link,
      messages,
      customerServicePhones,
      signInPath,
      routes,
      calls,
      swr,
      serviceData,
    ],
  );

  // The page's answers were for its first render: later ones, even of the same key, are SWR's.
  useEffect(() => serviceData?.answers.clear(), [serviceData]);

  const uiMessages = (messages.ui ?? noUiOverrides) as Partial<Messages>;

  let tree = <MessagesProvider messages={uiMessages}>{props.children}</MessagesProvider>;
  if (Link) tree = <LinkComponentProvider component={Link}>{tree}</LinkComponentProvider>;
  return <StorefrontContext.Provider value={value}>{tree}</StorefrontContext.Provider>;
}

const noOverrides: MessageOverrides = {};
const noRouteOverrides: RouteOverrides = {};
const noUiOverrides = {};
