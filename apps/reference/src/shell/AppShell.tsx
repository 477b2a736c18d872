import type { BannerId } from '@aisle/contracts';
import { StorefrontProvider, type NavigationAdapter, type ServiceData } from '@aisle/core';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { pageTable } from '../pageTable';
import { getAccessToken, refreshSession, signOut } from '../session/session';
import { useSession } from '../session/useSession';
import { deferredAnalyticsEvent } from './deferredAnalytics';
import { DeferredToastRegion } from './DeferredToastRegion';
import { Footer } from './Footer';
import { Header } from './Header';
import { useCurrentPath } from './currentPath';
import { RouterLink } from './RouterLink';
import * as styles from './shell.css';
import { signInHref } from './signInHref';
import { useScrollToTopOnNavigate } from './scrollOnNavigate';

// The steps of checkout, which bring their own frame (the page table's `frame`): plain paths.
const framedPaths = new Set(pageTable.filter((entry) => entry.frame).map((entry) => entry.path));

export interface AppShellProps {
  banner: BannerId;
  /** The answers the server rendered the page with. */
  serviceData?: ServiceData | undefined;
  /**
   * On the server, the reads of the page: the API in-process as the shopper, whose token it holds.
   * The browser's session (token in memory, renewal, sign in again) has no part there.
   */
  serviceFetch?: typeof fetch | undefined;
  children: ReactNode;
}

/**
 * Every page: the provider that configures the feature packages for this banner and this
 * session, the header, the page and the footer. The services are this site's own origin. A step
 * of checkout shown to a shopper brings its own frame (the page table's `frame`), so it has neither
 * header nor footer here: the way out is the frame's Back and Cart, not the whole store's navigation.
 */
export function AppShell({ banner, serviceData, serviceFetch, children }: AppShellProps) {
  const [pathname, navigate] = useLocation();
  // Without a session the page sends the visitor to sign in and renders nothing: the shell's frame
  // stays, so the server's page is never blank.
  const signedIn = useSession() !== null;
  const framed = signedIn && framedPaths.has(pathname);
  const navigation = useMemo<NavigationAdapter>(
    () => ({ navigate: (href, options) => navigate(href, options), Link: RouterLink }),
    [navigate],
  );
  const returnTo = useCurrentPath();
  useScrollToTopOnNavigate();

  return (
    <StorefrontProvider
      banner={banner}
      services=""
      navigation={navigation}
      onAnalyticsEvent={deferredAnalyticsEvent}
      auth={
        serviceFetch
          ? undefined
          : {
              getToken: getAccessToken,
              refresh: refreshSession,
              onSessionExpired: (reason) => {
                // An ended session is signed out before sign-in shows (the wallet spec's "logout,
                // then sign-in", for every feature); a refused call (403) keeps it.
                if (reason === 'expired') void signOut();
                navigate(signInHref(returnTo, reason), { replace: true });
              },
            }
      }
      fetch={serviceFetch}
      serviceData={serviceData}
    >
      {framed ? (
        children
      ) : (
        <div className={styles.page}>
          <Header />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </div>
      )}
      <DeferredToastRegion />
    </StorefrontProvider>
  );
}
