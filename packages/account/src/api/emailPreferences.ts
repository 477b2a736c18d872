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
 * The two implementations of spec §6, switched by a toggle: 'v1' (POST, anonymous by a query token)
 * and 'v2' (PUT, anonymous by an encrypted-email header).
 */
export type EmailPreferencesVersion = 'v1' | 'v2';

/**
 * Which implementation, and whose preferences: the signed-in shopper (no credential), or an
 * anonymous visitor with that implementation's credential. A union, so a v1 token cannot be sent
 * to v2 nor an encrypted email to v1: neither service would know it.
 */
export type EmailPreferencesAccess =
  | { version?: 'v1' | undefined; token?: string | undefined; token2?: string | undefined }
  | { version: 'v2'; encryptedEmail?: string | undefined };

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

// Signed in, v2 goes on the shopper's sign-in like every other call: the header is the anonymous credential.
const v2Headers = (encryptedEmail: string | undefined) =>
  encryptedEmail ? { headers: { [encryptedEmailHeader]: encryptedEmail } } : {};

export function getEmailPreferences(
  client: ServiceClient,
  access: EmailPreferencesAccess = {},
): Promise<EmailPreferencesResponse> {
  if (access.version === 'v2') {
    return client.get(communicationPaths.emailPreferencesV2, v2Headers(access.encryptedEmail));
  }
  const { token, token2 } = access;
  return client.get(communicationPaths.emailPreferences, { query: { token, token2 } });
}

export async function updateEmailPreferences(
  client: ServiceClient,
  preferences: readonly EmailPreference[],
  access: EmailPreferencesAccess = {},
): Promise<void> {
  const updates = toEmailPreferenceUpdates(preferences);
  if (access.version === 'v2') {
    await client.put(communicationPaths.emailPreferencesV2, updates, v2Headers(access.encryptedEmail));
    return;
  }
  // The spec names only `token` in the anonymous body; a token2 link sends its value there too.
  const anonymousToken = access.token ?? access.token2;
  const body: EmailPreferenceUpdate[] | TokenEmailPreferencesRequest = anonymousToken
    ? { emailPreferences: updates, token: anonymousToken }
    : updates;
  await client.post(communicationPaths.emailPreferences, body);
}
