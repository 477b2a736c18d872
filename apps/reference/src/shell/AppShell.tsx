import type { BannerId } from '@aisle/contracts';
import { StorefrontProvider, type NavigationAdapter } from '@aisle/core';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { getAccessToken, refreshSession } from '../session/session';
import { paymentIntentRules, readPaymentIntentId } from '../wallet/paymentIntent';
import { DeferredToastRegion } from './DeferredToastRegion';
import { Footer } from './Footer';
import { Header } from './Header';
import { useCurrentPath } from './currentPath';
import { RouterLink } from './RouterLink';
import * as styles from './shell.css';
import { signInHref } from './signInHref';

/**
 * Every page: the provider that configures the feature packages for this banner and this
 * session, the header, the page and the footer. The services are this site's own origin.
 */
export function AppShell({ banner, children }: { banner: BannerId; children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigation = useMemo<NavigationAdapter>(
    () => ({ navigate: (href, options) => navigate(href, options), Link: RouterLink }),
    [navigate],
  );
  const returnTo = useCurrentPath();

  return (
    <StorefrontProvider
      banner={banner}
      services=""
      navigation={navigation}
      auth={{
        getToken: getAccessToken,
        refresh: refreshSession,
        onSessionExpired: () => navigate(signInHref(returnTo, 'expired'), { replace: true }),
      }}
      getPaymentIntentId={readPaymentIntentId}
      retryRules={paymentIntentRules}
    >
      <div className={styles.page}>
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
      <DeferredToastRegion />
    </StorefrontProvider>
  );
}
