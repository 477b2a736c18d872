import type { EmailPreferencesAccess } from '../api/emailPreferences';

/**
 * Who is editing preferences (spec §6): the signed-in shopper, or an anonymous visitor carrying the
 * credential of the email preferences implementation in use: a query token (`token` or `token2`)
 * for v1, an encrypted email for v2.
 */
export type PreferencesAccess =
  | { kind: 'signed-in' }
  | { kind: 'token'; token: string; param: 'token' | 'token2' }
  | { kind: 'encrypted-email'; encryptedEmail: string };

export const signedInAccess = { kind: 'signed-in' } as const satisfies PreferencesAccess;

type AccessOf<Kind extends PreferencesAccess['kind']> = Extract<PreferencesAccess, { kind: Kind }>;

/**
 * The toggle between the two email preferences implementations (spec §6), 'v1' unless the host
 * turns v2 on, with the access that implementation takes. v2's encrypted email comes from the host
 * (its session or server), never from the page's URL, where logs and referrers would keep it.
 */
export type EmailPreferencesSettings =
  | {
      /** 'v1' (the default): signed in, or anonymous by the e-mail link's query token. */
      emailPreferencesVersion?: 'v1' | undefined;
      access?: AccessOf<'signed-in'> | AccessOf<'token'> | undefined;
    }
  | {
      /** 'v2': signed in, or anonymous by the encrypted email the host holds. */
      emailPreferencesVersion: 'v2';
      access?: AccessOf<'signed-in'> | AccessOf<'encrypted-email'> | undefined;
    };

/** Whether the settings are for the signed-in shopper, who also gets the SMS preferences. */
export function isSignedIn({ access = signedInAccess }: EmailPreferencesSettings): boolean {
  return access.kind === 'signed-in';
}

/** What the email preference calls send for these settings. */
export function toEmailPreferencesAccess(settings: EmailPreferencesSettings): EmailPreferencesAccess {
  if (settings.emailPreferencesVersion === 'v2') {
    const { access } = settings;
    return { version: 'v2', encryptedEmail: access?.kind === 'encrypted-email' ? access.encryptedEmail : undefined };
  }
  const { access } = settings;
  if (access?.kind !== 'token') return {};
  return access.param === 'token2' ? { token2: access.token } : { token: access.token };
}

/**
 * The v1 access a page's query string grants: `?token=` or `?token2=`, else the signed-in shopper.
 * v2 takes no credential from the URL: the host passes the encrypted email itself.
 */
export function preferencesAccessFromQuery(query: string | URLSearchParams): AccessOf<'signed-in'> | AccessOf<'token'> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  for (const param of ['token', 'token2'] as const) {
    const token = params.get(param);
    if (token) return { kind: 'token', token, param };
  }
  return signedInAccess;
}
