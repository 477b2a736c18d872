import { Link } from '@aisle/ui';
import { useParams } from 'wouter';
import { NotFoundPage } from '../NotFoundPage';
import * as styles from '../pages.css';
import { infoMessages as messages, infoPages } from './infoMessages';

/**
 * /i/…: the price FAQ, the SNAP EBT FAQ, the privacy policy and the accessibility statement, which
 * the checkout's frame, the wallet and the scheduling step link to. Their text is the retailer's;
 * here, each keeps its heading, so a link to it lands on the page it names. Any other path under
 * /i/ is not found.
 */
export function InfoPage() {
  const page = useParams()['*'] ?? '';
  const heading = Object.hasOwn(infoPages, page) ? infoPages[page] : undefined;
  if (!heading) return <NotFoundPage />;
  return (
    <section className={styles.column}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.body}>{messages.infoBody}</p>
      <Link href="/">{messages.infoHome}</Link>
    </section>
  );
}
