/** The sign-in page, asked to come back to `returnTo` afterwards (only ever a path on this site). */
export function signInHref(returnTo?: string, reason?: 'expired'): string {
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
