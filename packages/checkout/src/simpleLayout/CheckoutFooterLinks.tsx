'use client';

import { Link } from '@aisle/ui';
import { useCheckoutRoutes } from '../hooks/useCheckoutRoutes';
import { useSimpleLayoutMessages } from './useSimpleLayoutMessages';
import * as styles from './SimpleCheckoutLayout.css';

/**
 * The simple layout's footer (§2 "Simple checkout layout"): the SNAP EBT FAQ, the privacy policy
 * and the accessibility statement, the three pages of the route table no screen of the steps links
 * to. The spec shows where none of them is linked from; the footer of the checkout's own frame is
 * where a shopper paying with SNAP EBT, or reading the terms, looks. Paths from the host's routes.
 */
export function CheckoutFooterLinks() {
  const messages = useSimpleLayoutMessages();
  const { snapEbtFaq, privacyPolicy, accessibility } = useCheckoutRoutes();
  return (
    <nav aria-label={messages.simpleLayoutFooterLinks}>
      <ul className={styles.footerLinks}>
        <li>
          <Link href={snapEbtFaq} quiet className={styles.link}>
            {messages.simpleLayoutSnapEbtFaq}
          </Link>
        </li>
        <li>
          <Link href={privacyPolicy} quiet className={styles.link}>
            {messages.simpleLayoutPrivacyPolicy}
          </Link>
        </li>
        <li>
          <Link href={accessibility} quiet className={styles.link}>
            {messages.simpleLayoutAccessibility}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
