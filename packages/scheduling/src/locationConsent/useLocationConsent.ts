'use client';

import { preferenceNames, type CustomerPreference } from '@aisle/contracts/scheduling';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import { useCallback } from 'react';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { consentOf, saveConsentPreference } from './saveConsentPreference';

/** The shopper's answer: 'unknown' until they give one (or while it loads, or when it cannot be read). */
export type LocationConsent = 'granted' | 'denied' | 'unknown';

export interface LocationConsentState {
  consent: LocationConsent;
  /** Geolocation may be used (scheduling spec §4 "Postal-code search", §6). */
  granted: boolean;
  /** A signed-in shopper's saved answer is being read. */
  isLoading: boolean;
  /** Reading the saved answer failed: the consent is unknown, so the shopper is asked. */
  error: unknown;
  /**
   * Records the shopper's answer. It counts for the rest of the visit at once, and stays so if
   * saving fails (the promise then rejects). Signed in, it is saved as the preference, 'true' or
   * 'false'; signed out, nothing is sent.
   */
  saveConsent(granted: boolean): Promise<void>;
}

export interface UseLocationConsentOptions {
  /** Preferences are the signed-in customer's (§6): signed out, the answer lives in this visit only. */
  signedIn: boolean;
}

/** The selector's consent, one of the geolocation consents the spec names (§7). */
export const locationConsentPreference = preferenceNames.geolocationConsentModalitySelector;

/** What the cache holds for the visit. */
interface ConsentRecord {
  /** The preference as the service last answered it; null when there is none (always, signed out). */
  saved: CustomerPreference | null;
  /** The answer given in this visit, ahead of what is saved: a failed save does not lose it. */
  answer?: boolean;
}

const signedOutRecord: ConsentRecord = { saved: null };

/**
 * The shopper's consent to using the device's location in the selector (scheduling spec §4
 * "Location consent", §6, §7 "Customer preferences"). Every reader on the page shares it: the
 * modal's answer is seen at once by the screen that opened it, and again if it opens later in the
 * visit.
 */
export function useLocationConsent({ signedIn }: UseLocationConsentOptions): LocationConsentState {
  const client = useServiceClient();
  const calls = useSchedulingCalls();
  const { getPreferences } = calls;
  const { data, error, isLoading, mutate } = useServiceSWR<ConsentRecord>(
    // The signed-out answer has a key of its own: signing in must not carry it over the saved one.
    ['scheduling/location-consent', signedIn ? locationConsentPreference : 'signed-out'],
    signedIn
      ? async () => ({
          saved:
            (await getPreferences(client, [locationConsentPreference])).find(
              (preference) => preference.name === locationConsentPreference,
            ) ?? null,
        })
      : async () => signedOutRecord,
    // Read once a visit: every answer given afterwards is written into the cache by `saveConsent`.
    loadOnce,
  );

  const saveConsent = useCallback(
    async (granted: boolean) => {
      const record = await mutate((current) => ({ saved: current?.saved ?? null, answer: granted }), {
        revalidate: false,
      });
      if (!signedIn) return;
      const saved = await saveConsentPreference(calls, client, locationConsentPreference, granted, record?.saved);
      // The latest answer stands, should an earlier save finish after a later answer was given.
      await mutate((current) => ({ saved, answer: current?.answer ?? granted }), { revalidate: false });
    },
    [mutate, signedIn, calls, client],
  );

  const answer = data?.answer ?? consentOf(data?.saved?.value);
  const consent: LocationConsent = answer === undefined ? 'unknown' : answer ? 'granted' : 'denied';
  return { consent, granted: answer === true, isLoading: signedIn && isLoading, error, saveConsent };
}
