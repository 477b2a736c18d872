import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '../session/useSession';
import { useCurrentPath } from '../shell/currentPath';
import { signInHref } from '../shell/signInHref';

/** Signed-in pages: a visitor without a session goes to sign in and comes back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const currentPath = useCurrentPath();
  if (!session) return <Redirect to={signInHref(currentPath)} replace />;
  return children;
}
