// Email preferences (account spec §3, §6, §7): signed in, by query token, or the newer v2 with an encrypted email.
import type { ServiceClient } from '@aisle/core';
import type { AccountMessages } from '../messages';
import {
  communicationPaths,
  encryptedEmailHeader,
  type EmailPreference,
  type EmailPreferencesResponse,
  type EmailPreferenceUpdate,
  type TokenEmailPreferencesRequest,
} from '@aisle/contracts/account';

/**
 * Who the preferences belong to: the signed-in shopper (nothing), a query token (token or token2,
 * anonymous), or an encrypted email (the newer implementation, switched on by a toggle).
 */
export interface EmailPreferencesAccess {
  token?: string | undefined;
  token2?: string | undefined;
  encryptedEmail?: string | undefined;
}

export function toEmailPreferenceUpdates(preferences: readonly EmailPreference[]): EmailPreferenceUpdate[] {
  return preferences.map((preference) => ({
    emailPreferencesCategory: preference.shortDescription.toLowerCase(),
    emailPreferences: preference.selected,
  }));
}

/** The name shown for a category: 'ExpressLane Offers' is displayed as 'HTPlus Offers'. */
export function emailPreferenceLabel(preference: Pick<EmailPreference, 'shortDescription'>, messages: AccountMessages) {
  return preference.shortDescription === 'ExpressLane Offers' ? messages.htplusOffers : preference.shortDescription;
}

const v2Headers = (encryptedEmail: string) => ({ [encryptedEmailHeader]: encryptedEmail });

export function getEmailPreferences(
  client: ServiceClient,
  { token, token2, encryptedEmail }: EmailPreferencesAccess = {},
): Promise<EmailPreferencesResponse> {
  if (encryptedEmail) {
    return client.get(communicationPaths.emailPreferencesV2, { headers: v2Headers(encryptedEmail) });
  }
  return client.get(communicationPaths.emailPreferences, { query: { token, token2 } });
}

export async function updateEmailPreferences(
  client: ServiceClient,
  preferences: readonly EmailPreference[],
  { token, token2, encryptedEmail }: EmailPreferencesAccess = {},
): Promise<void> {
  const updates = toEmailPreferenceUpdates(preferences);
  if (encryptedEmail) {
    await client.put(communicationPaths.emailPreferencesV2, updates, { headers: v2Headers(encryptedEmail) });
    return;
  }
  // The spec names only `token` in the anonymous body; a token2 link sends its value there too.
  const anonymousToken = token ?? token2;
  const body: EmailPreferenceUpdate[] | TokenEmailPreferencesRequest = anonymousToken
    ? { emailPreferences: updates, token: anonymousToken }
    : updates;
  await client.post(communicationPaths.emailPreferences, body);
}
