import { useBanner } from '@aisle/core';
import { format, Link } from '@aisle/ui';
import { storefrontMessages as messages } from '../messages';
import * as styles from './Footer.css';

export function Footer() {
  const { title } = useBanner();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={messages.footerNavigation}>
          <ul className={styles.links}>
            <li>
              <Link href="/account/dashboard">{messages.myAccount}</Link>
            </li>
            <li>
              <Link href="/cart">{messages.cart}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>{messages.footerNote}</p>
        <p className={styles.note}>{format(messages.footerCopyright, { title })}</p>
      </div>
    </footer>
  );
}
