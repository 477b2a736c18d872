import { useBanner } from '@aisle/core';
import { getBanner } from '@aisle/tokens';
import { format } from '@aisle/ui';
import { useLocation } from 'wouter';
import { storefrontMessages as messages } from '../messages';
import { signOut } from '../session/session';
import { useSession } from '../session/useSession';
import * as styles from './Header.css';
import { NavLink } from './NavLink';
import { ShoppingMethodButton } from '../shopping/ShoppingMethodButton';

function logoSource(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The banner's band: its logo home, the account and cart links, and signing in or out. */
export function Header() {
  const { id, title } = useBanner();
  const { logo } = getBanner(id);
  const session = useSession();
  const [, navigate] = useLocation();
  const navClass = (active: boolean) => (active ? `${styles.navLink} ${styles.active}` : styles.navLink);

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {messages.skipToContent}
      </a>
      <div className={styles.bar}>
        <NavLink href="/" className={styles.home} aria-label={format(messages.homeLink, { title })}>
          <img className={styles.logo} src={logoSource(logo.svg)} width={logo.width} height={logo.height} alt="" />
        </NavLink>
        <ShoppingMethodButton className={styles.shoppingMethod} />
        <nav aria-label={messages.mainNavigation}>
          <ul className={styles.navList}>
            <li>
              <NavLink href="/account/dashboard" className={navClass}>
                {messages.myAccount}
              </NavLink>
            </li>
            <li>
              <NavLink href="/cart" className={navClass}>
                {messages.cart}
              </NavLink>
            </li>
            <li>
              {session ? (
                <button
                  type="button"
                  className={styles.navButton}
                  title={format(messages.signedInAs, { email: session.email })}
                  onClick={() => {
                    void signOut().then(() => navigate('/'));
                  }}
                >
                  {messages.signOut}
                </button>
              ) : (
                <NavLink href="/signin" className={navClass}>
                  {messages.signIn}
                </NavLink>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
