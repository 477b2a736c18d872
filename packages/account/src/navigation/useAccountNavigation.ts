'use client';

import { useBanner } from '@aisle/core';
import { useMemo } from 'react';
import { useAccountRoutes } from '../hooks/useAccountRoutes';
import { useAccountMessages } from '../messages';
import { accountNavigation, type AccountEnvironment, type AccountNavigationEntry } from './accountNavigationRules';

/** What the host knows and the banner does not: passed by the page, so server and browser agree. */
export interface AccountNavigationSettings {
  /** The shopper has an active Boost (HTPlus) membership. */
  membershipActive: boolean;
  /** The request's host; Prescriptions is hidden on localhost. Read from the request, not `window`, to stay SSR-safe. */
  host?: string | null;
  /** Picks the education-program link's staging variant; 'production' by default. */
  environment?: AccountEnvironment;
}

/** The account navigation entries for the provider's banner, labelled from the account message table. */
export function useAccountNavigation({
  membershipActive,
  host,
  environment = 'production',
}: AccountNavigationSettings): AccountNavigationEntry[] {
  const { features } = useBanner();
  const messages = useAccountMessages();
  const routes = useAccountRoutes();
  return useMemo(
    () => accountNavigation({ features, host, membershipActive, environment, messages, routes }),
    [features, host, membershipActive, environment, messages, routes],
  );
}
