// Email and SMS preferences (account spec §3 and §7).
import { z } from 'zod';
import { allOf } from '../enums/allOf';

export const emailPreference = z.object({
  shortDescription: z.string(),
  longDescription: z.string(),
  banner: z.string(),
  selected: z.boolean(),
});
export type EmailPreference = z.infer<typeof emailPreference>;

export const emailPreferencesResponse = z.object({
  emailUngroupedPreferences: z.array(emailPreference),
  hasErrors: z.boolean(),
});
export type EmailPreferencesResponse = z.infer<typeof emailPreferencesResponse>;

export const emailPreferenceUpdate = z.object({
  /** The lowercased shortDescription. */
  emailPreferencesCategory: z.string(),
  emailPreferences: z.boolean(),
});
export type EmailPreferenceUpdate = z.infer<typeof emailPreferenceUpdate>;

/** The signed-in update body. */
export const emailPreferencesRequest = z.array(emailPreferenceUpdate);
export type EmailPreferencesRequest = z.infer<typeof emailPreferencesRequest>;

/** The anonymous update body: the list plus the token from the query string. */
export const tokenEmailPreferencesRequest = z.object({
  emailPreferences: z.array(emailPreferenceUpdate),
  token: z.string(),
});
export type TokenEmailPreferencesRequest = z.infer<typeof tokenEmailPreferencesRequest>;

export type SmsPreferenceType = 'CLICKLIST' | 'PROMOTIONAL' | 'TRANSACTIONAL';
export const smsPreferenceTypes = allOf<SmsPreferenceType>()(['CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL']);
// Typed by name, so declaration files print it the same way every build (see allOf).
const smsPreferenceType: z.ZodType<SmsPreferenceType> = z.enum(smsPreferenceTypes);

export const smsOptInStatusRequest = z.object({ phoneNumber: z.string(), triggerType: smsPreferenceType });
export type SmsOptInStatusRequest = z.infer<typeof smsOptInStatusRequest>;

export const smsOptInStatusResponse = z.object({ customerOptedIn: z.boolean() });
export type SmsOptInStatusResponse = z.infer<typeof smsOptInStatusResponse>;

export const smsOptInRequest = z.object({
  optIn: z.boolean(),
  phoneNumber: z.string(),
  triggerType: smsPreferenceType,
});
export type SmsOptInRequest = z.infer<typeof smsOptInRequest>;

export const smsOptInResponse = z.object({
  customerOptedIn: z.boolean(),
  /** Set when the opt-in needs the shopper to answer a text first. */
  warning: z.string().optional(),
});
export type SmsOptInResponse = z.infer<typeof smsOptInResponse>;
