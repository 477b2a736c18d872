import type { BannerId } from '@aisle/contracts';
import { useEffect } from 'react';
import { replayHeldEvents } from './loading/replayHeldEvents';
import { StorefrontRoutes } from './routes';
import { hintedSession, ServerSessionContext } from './session/useSession';
import { AppShell } from './shell/AppShell';
import { HostnameContext } from './shell/hostname';

export interface StorefrontProps {
  banner: BannerId;
  /** The server rendered the page for a signed-in visitor (its signed-in hint cookie). */
  servedSignedIn: boolean;
  /** The host name the page was asked for. */
  hostname: string;
}

/**
 * The whole storefront, as the server renders it and the browser hydrates it: one tree for both.
 * The server puts it in a wouter `Router` given the request's path (renderPage.tsx); the browser
 * needs none, so the first download carries none.
 */
export function Storefront({ banner, servedSignedIn, hostname }: StorefrontProps) {
  // Once hydrated (this runs after the whole tree has committed), the clicks the page held.
  useEffect(replayHeldEvents, []);
  return (
    <ServerSessionContext value={servedSignedIn ? hintedSession : null}>
      <HostnameContext value={hostname}>
        <AppShell banner={banner}>
          <StorefrontRoutes />
        </AppShell>
      </HostnameContext>
    </ServerSessionContext>
  );
}
