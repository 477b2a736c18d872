import { createContext, useContext, useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type Session } from './session';

/**
 * The session the page the server sent was rendered for: the server cannot read localStorage, only
 * the signed-in hint cookie, so it renders a session whose e-mail it does not know. Hydration
 * starts from the same value and then moves to the session this tab holds.
 */
export const ServerSessionContext = createContext<Session | null>(null);

/** The session the server assumes for a request that carries the signed-in hint. */
export const hintedSession: Session = { email: '' };

export function useSession(): Session | null {
  const serverSession = useContext(ServerSessionContext);
  return useSyncExternalStore(subscribeSession, readSession, () => serverSession);
}
