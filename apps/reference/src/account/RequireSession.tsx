import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/useSession';
import { signInHref } from '../shell/signInHref';

/** Signed-in pages: a visitor without a session goes to sign in and comes back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInHref(`${location.pathname}${location.search}`)} replace />;
  return children;
}
