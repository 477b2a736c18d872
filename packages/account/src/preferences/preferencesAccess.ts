import type { EmailPreferencesAccess } from '../api/emailPreferences';

/**
 * Who is editing preferences (spec §6): the signed-in shopper, or an anonymous visitor carrying a
 * query token (`token` or `token2`) or, in the newer implementation, an encrypted email.
 */
export type PreferencesAccess =
  | { kind: 'signed-in' }
  | { kind: 'token'; token: string; param: 'token' | 'token2' }
  | { kind: 'encrypted-email'; encryptedEmail: string };

export const signedInAccess: PreferencesAccess = { kind: 'signed-in' };

/** What the email preference calls send for this access. */
export function toEmailPreferencesAccess(access: PreferencesAccess): EmailPreferencesAccess {
  switch (access.kind) {
    case 'token':
      return access.param === 'token2' ? { token2: access.token } : { token: access.token };
    case 'encrypted-email':
      return { encryptedEmail: access.encryptedEmail };
    default:
      return {};
  }
}

/**
 * The access a page's query string grants: `?token=` or `?token2=`, else the signed-in shopper.
 * The encrypted email travels in a header, so the host passes it itself.
 */
export function preferencesAccessFromQuery(query: string | URLSearchParams): PreferencesAccess {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  for (const param of ['token', 'token2'] as const) {
    const token = params.get(param);
    if (token) return { kind: 'token', token, param };
  }
  return signedInAccess;
}
