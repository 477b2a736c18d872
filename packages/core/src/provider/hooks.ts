'use client';

import { useCallback, useContext, useMemo } from 'react';
import type { BannerBehaviour } from '@aisle/contracts';
import type { ServiceClient } from '../client/serviceClient';
import { describeServiceError } from '../messages/describeServiceError';
import { coreMessages } from '../messages/messages';
import { StorefrontContext, type AnalyticsEvent, type StorefrontContextValue } from './context';
import type { AppName } from '@aisle/contracts';
import { customerServicePhone } from './customerService';
import type { FeatureCalls } from './featureCalls';
import { storefrontRoutes, withOverrides, type FeatureRoutes, type StorefrontRoutes } from './featureRoutes';

/** Everything the provider configured. Features call this rather than reading props. */
export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('Aisle features need a <StorefrontProvider> above them (see @aisle/core README).');
  return value;
}

/** The banner's behaviour: modalities, feature flags, tenant (its look is `@aisle/tokens`' getBanner). */
export function useBanner(): BannerBehaviour {
  return useStorefront().banner;
}

export function useServiceClient(): ServiceClient {
  return useStorefront().client;
}

/** Sends an analytics event through the host's `onAnalyticsEvent`. */
export function useAnalytics(): (event: AnalyticsEvent) => void {
  return useStorefront().track;
}

/**
 * A package's message table with the host's overrides for that package applied:
 * `useMessages('account', accountMessages)`. Unknown override keys are ignored.
 */
export function useMessages<T extends Record<string, string>>(namespace: string, defaults: T): T {
  const overrides = useStorefront().messages[namespace];
  return useMemo(() => {
    if (!overrides) return defaults;
    const known = Object.entries(overrides).filter(([key]) => key in defaults);
    return { ...defaults, ...Object.fromEntries(known) };
  }, [defaults, overrides]);
}

/**
 * A package's routes with the host's overrides for that package applied:
 * `useFeatureRoutes('account', accountRoutes)`. Unknown override keys are ignored.
 */
export function useFeatureRoutes<Feature extends keyof FeatureRoutes>(
  feature: Feature,
  defaults: FeatureRoutes[Feature],
): FeatureRoutes[Feature] {
  const overrides = useStorefront().routes[feature];
  return useMemo(() => withOverrides(defaults, overrides), [defaults, overrides]);
}

/** The storefront's home, cart and sign-in pages, as the host configured them. */
export function useStorefrontRoutes(): StorefrontRoutes {
  const { signInPath } = useStorefront();
  const routes = useFeatureRoutes('storefront', storefrontRoutes);
  return useMemo(() => ({ ...routes, signIn: signInPath }), [routes, signInPath]);
}

/**
 * A package's service calls with the host's replacements applied: `useFeatureCalls('wallet',
 * walletCalls)`. The result stays the same while the host replaces the same calls.
 */
export function useFeatureCalls<Feature extends keyof FeatureCalls>(
  feature: Feature,
  defaults: FeatureCalls[Feature],
): FeatureCalls[Feature] {
  const overrides = useStorefront().calls[feature];
  return useMemo(() => withOverrides(defaults, overrides), [defaults, overrides]);
}

/** The customer-service number for this banner (and app, where the app has its own). */
export function useCustomerServicePhone(app?: AppName): string {
  const { customerServicePhones, banner, applicationId } = useStorefront();
  return customerServicePhone(customerServicePhones, banner.id, app ?? applicationId);
}

/** Turns a failed call into the generic message (offline, session expired, technical difficulties with the number). */
export function useServiceErrorMessage(app?: AppName): (error: unknown) => string {
  const messages = useMessages('core', coreMessages);
  const phone = useCustomerServicePhone(app);
  return useCallback((error: unknown) => describeServiceError(error, messages, phone), [messages, phone]);
}
