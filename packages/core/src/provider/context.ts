'use client';

import type { LinkComponent } from '@aisle/ui';
import type { SWRConfiguration } from 'swr';
import { createContext } from 'react';
import type { BannerBehaviour } from '@aisle/contracts';
import type { FailedCallEvent } from '../client/failedCallEvent';
import type { ServiceClient, ServiceClientConfig } from '../client/serviceClient';
import type { MessageOverrides } from '../messages/messages';
import type { AppName } from '@aisle/contracts';
import type { CustomerServicePhones } from './customerService';
import type { CallOverrides } from './featureCalls';
import type { RouteOverrides } from './featureRoutes';
import type { ServiceData } from './serviceData';

/** How features move the shopper without importing a router. */
export interface NavigationAdapter {
  navigate(href: string, options?: { replace?: boolean }): void;
  /** The router's link, taking `href`; plain `<a>` elements without one. */
  Link?: LinkComponent | undefined;
}

/** Every analytics event a package sends: failed calls from the client, and each feature's own. */
export type AnalyticsEvent = FailedCallEvent | { type: string; [field: string]: unknown };

export interface StorefrontContextValue {
  banner: BannerBehaviour;
  applicationId: AppName;
  client: ServiceClient;
  /** What the client was made with: a `ServiceScope` makes its own from it. */
  clientConfig: ServiceClientConfig;
  navigation: Required<Pick<NavigationAdapter, 'navigate'>> & Pick<NavigationAdapter, 'Link'>;
  track(event: AnalyticsEvent): void;
  messages: MessageOverrides;
  customerServicePhones: CustomerServicePhones;
  /** The clock features use for "today", expiry and timestamps; injectable for tests. */
  now(): Date;
  signInPath: string;
  /** The host's routes per package; read them with `useFeatureRoutes`. */
  routes: RouteOverrides;
  /** The host's calls per package, stable while the same calls are replaced; read them with `useFeatureCalls`. */
  calls: CallOverrides;
  /** Aisle's SWR settings with the host's over them; features read data with `useServiceSWR`. */
  swr: SWRConfiguration;
  /** The server's answers for the page's first render (the provider's `serviceData`). */
  serviceData: ServiceData | undefined;
}

export const StorefrontContext = createContext<StorefrontContextValue | null>(null);
