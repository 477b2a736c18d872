/**
 * Why the shopper was sent to sign in: their session ended (a 401 that no refresh could mend), or a
 * call was refused (a 403: account spec §6, "a 403 on any call … triggers a sign-in redirect").
 */
export type SignInReason = 'expired' | 'forbidden';

/** The sign-in page, asked to come back to `returnTo` afterwards (only ever a path on this site). */
export function signInHref(returnTo?: string, reason?: SignInReason): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//')) params.set('returnTo', returnTo);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/signin?${query}` : '/signin';
}

/** Where to go after signing in: the asked-for path when it is one of ours, else My Account. */
export function afterSignIn(search: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/account/dashboard';
}
