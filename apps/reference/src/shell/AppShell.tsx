import type { BannerId } from '@aisle/contracts';
import { StorefrontProvider, type NavigationAdapter } from '@aisle/core';
import { ToastRegion } from '@aisle/ui';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { getAccessToken, refreshSession } from '../session/session';
import { paymentIntentRules, readPaymentIntentId } from '../wallet/paymentIntent';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouterLink } from './RouterLink';
import * as styles from './shell.css';
import { signInHref } from './signInHref';

/**
 * Every page: the provider that configures the feature packages for this banner and this
 * session, the header, the page and the footer. The services are this site's own origin.
 */
export function AppShell({ banner }: { banner: BannerId }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useMemo<NavigationAdapter>(
    () => ({ navigate: (href, options) => void navigate(href, options), Link: RouterLink }),
    [navigate],
  );
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <StorefrontProvider
      banner={banner}
      services=""
      navigation={navigation}
      auth={{
        getToken: getAccessToken,
        refresh: refreshSession,
        onSessionExpired: () => void navigate(signInHref(returnTo, 'expired'), { replace: true }),
      }}
      getPaymentIntentId={readPaymentIntentId}
      retryRules={paymentIntentRules}
    >
      <div className={styles.page}>
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <ToastRegion />
    </StorefrontProvider>
  );
}
