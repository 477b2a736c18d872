import { Link } from '@aisle/ui';
import { storefrontMessages as messages } from '../messages';
import * as styles from './pages.css';

export function NotFoundPage() {
  return (
    <section className={styles.column}>
      <h1 className={styles.heading}>{messages.notFoundHeading}</h1>
      <p className={styles.body}>{messages.notFoundBody}</p>
      <Link href="/">{messages.notFoundHome}</Link>
    </section>
  );
}
