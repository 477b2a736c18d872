import { useBanner } from '@aisle/core';
import { Link } from '@aisle/ui';
import { storefrontMessages as messages } from '../messages';
import { useSession } from '../session/useSession';
import * as styles from './pages.css';

export function HomePage() {
  const { title } = useBanner();
  const session = useSession();
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <p className={styles.body}>{title}</p>
      <h1 id="home-heading" className={styles.heading}>
        {messages.homeHeading}
      </h1>
      <p className={styles.body}>{messages.homeBody}</p>
      <div>
        {session ? (
          <Link href="/account/dashboard">{messages.homeAccountLink}</Link>
        ) : (
          <Link href="/signin">{messages.homeSignInLink}</Link>
        )}
      </div>
    </section>
  );
}
