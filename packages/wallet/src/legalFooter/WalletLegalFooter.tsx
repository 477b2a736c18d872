'use client';

import { useBanner, useCustomerServicePhone, useStorefront } from '@aisle/core';
import { Button, Link, format } from '@aisle/ui';
import { useWalletRoutes } from '../hooks/useWalletRoutes';
import { useWalletMessages } from '../messages';
import * as styles from './WalletLegalFooter.css';

export interface WalletLegalFooterProps {
  /** Opens the host's cookie-preferences tool; without it the button is not shown. */
  onCookiePreferences?: () => void;
}

/**
 * The wallet's legal footer (§2): the copyright line with this year and the banner's company, the
 * accessibility statement, the line for screen-reader users with the banner's customer-service
 * number, the privacy policy and 'Cookie Preferences'. The year comes from the provider's clock,
 * so server and browser agree.
 */
export function WalletLegalFooter({ onCookiePreferences }: WalletLegalFooterProps) {
  const messages = useWalletMessages();
  const { now } = useStorefront();
  const phone = useCustomerServicePhone();
  // §6: 'harristeeter' changes the names on the wallet page; every other banner keeps the company's.
  const company = useBanner().id === 'harristeeter' ? messages.harrisTeeterCompanyName : messages.companyName;
  const routes = useWalletRoutes();
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link href={routes.accessibility}>{messages.accessibilityStatement}</Link>
        </li>
        <li>
          <Link href={routes.privacyPolicy}>{messages.privacyPolicy}</Link>
        </li>
        {onCookiePreferences && (
          <li>
            {/* Small, as the footer links beside it are. */}
            <Button variant="link" size="small" onClick={onCookiePreferences}>
              {messages.cookiePreferences}
            </Button>
          </li>
        )}
      </ul>
      <p className={styles.text}>{format(messages.screenReaderPhone, { phone })}</p>
      <p className={styles.text}>{format(messages.copyright, { year: now().getFullYear(), company })}</p>
    </footer>
  );
}
