// Customer preferences (scheduling spec §7 "Customer preferences", "Add preferences", "Update
// preference"): the shopper's saved choices, each changed under its version key.
import { z } from 'zod';

/**
 * The preferences the selector keeps. The spec names geolocation consent for Find a Store,
 * In-Store, Pay, Modality Selector and On My Way; the names' spelling is ours (not shown).
 */
export const preferenceNames = {
  geolocationConsentFindAStore: 'GEOLOCATION_CONSENT_FIND_A_STORE',
  geolocationConsentInStore: 'GEOLOCATION_CONSENT_IN_STORE',
  geolocationConsentPay: 'GEOLOCATION_CONSENT_PAY',
  geolocationConsentModalitySelector: 'GEOLOCATION_CONSENT_MODALITY_SELECTOR',
  geolocationConsentOnMyWay: 'GEOLOCATION_CONSENT_ON_MY_WAY',
} as const;
export type PreferenceName = (typeof preferenceNames)[keyof typeof preferenceNames];

export const customerPreference = z.object({
  name: z.string(),
  id: z.string(),
  value: z.string(),
  versionKey: z.string(),
  /** Set by the shopper, rather than a default. */
  userSet: z.boolean(),
});
export type CustomerPreference = z.infer<typeof customerPreference>;

export const customerPreferencesResponse = z.object({ data: z.object({ preferences: z.array(customerPreference) }) });
export type CustomerPreferencesResponse = z.infer<typeof customerPreferencesResponse>;

export const addPreferencesRequest = z.object({
  preferences: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type AddPreferencesRequest = z.infer<typeof addPreferencesRequest>;

export const updatePreferenceRequest = z.object({ value: z.string(), versionKey: z.string() });
export type UpdatePreferenceRequest = z.infer<typeof updatePreferenceRequest>;

export const customerPreferenceResponse = z.object({ data: customerPreference });
export type CustomerPreferenceResponse = z.infer<typeof customerPreferenceResponse>;
