import type { BannerId } from '@aisle/contracts';
import type { ServiceData } from '@aisle/core';
import { useEffect } from 'react';
import { replayHeldEvents } from './loading/replayHeldEvents';
import { StorefrontRoutes } from './routes';
import { hintedSession, ServerSessionContext } from './session/useSession';
import { AppShell } from './shell/AppShell';
import { HostnameContext } from './shell/hostname';
import { RequestCookiesContext } from './shopping/storedValue';

const noCookies: Readonly<Record<string, string>> = {};

export interface StorefrontProps {
  banner: BannerId;
  /** The server rendered the page for a signed-in visitor (its signed-in hint cookie). */
  servedSignedIn: boolean;
  /** The host name the page was asked for. */
  hostname: string;
  /** The answers the server rendered the page with, for its first render (main.tsx reads them from the page). */
  serviceData?: ServiceData | undefined;
  /** On the server: the API's reads as the shopper the page is for (renderPage.tsx). */
  serviceFetch?: typeof fetch | undefined;
  /** On the server: the request's storefront cookies (the cart, the way of shopping); the browser reads its own. */
  cookies?: Readonly<Record<string, string>> | undefined;
}

/**
 * The whole storefront, as the server renders it and the browser hydrates it: one tree for both.
 * The server puts it in a wouter `Router` given the request's path (renderPage.tsx); the browser
 * needs none, so the first download carries none.
 */
export function Storefront({
  banner,
  servedSignedIn,
  hostname,
  serviceData,
  serviceFetch,
  cookies = noCookies,
}: StorefrontProps) {
  // Once hydrated (this runs after the whole tree has committed), the clicks the page held.
  useEffect(replayHeldEvents, []);
  return (
    <ServerSessionContext value={servedSignedIn ? hintedSession : null}>
      <HostnameContext value={hostname}>
        <RequestCookiesContext value={cookies}>
          <AppShell banner={banner} serviceData={serviceData} serviceFetch={serviceFetch}>
            <StorefrontRoutes />
          </AppShell>
        </RequestCookiesContext>
      </HostnameContext>
    </ServerSessionContext>
  );
}
