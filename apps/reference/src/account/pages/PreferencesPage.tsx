import { Preferences, preferencesAccessFromQuery, type PreferencesAccess, useAccountMessages } from '@aisle/account';
import { useSearch } from 'wouter';
import * as styles from '../../pages/pages.css';
import { useSession } from '../../session/useSession';
import { AccountPage } from '../AccountPage';
import { RequireSession } from '../RequireSession';

/**
 * Which access the link grants: the e-mail's `?token=` / `?token2=`, or `?encryptedEmail=` for the
 * newer implementation (sent on as the X-Encrypted-Email header), else the signed-in shopper.
 */
function accessOf(search: string): PreferencesAccess {
  const encryptedEmail = new URLSearchParams(search).get('encryptedEmail');
  if (encryptedEmail) return { kind: 'encrypted-email', encryptedEmail };
  return preferencesAccessFromQuery(search);
}

/**
 * /account/emailSubscriptions. A signed-in shopper gets the account page; a visitor arriving from
 * an e-mail link edits that e-mail's preferences without signing in, outside the account area.
 */
export function PreferencesPage() {
  const search = useSearch();
  const session = useSession();
  const messages = useAccountMessages();
  const access = accessOf(search);
  if (access.kind !== 'signed-in' && !session) {
    return (
      <div className={styles.narrowWide}>
        <h1 className={styles.heading}>{messages.navPreferences}</h1>
        <Preferences access={access} />
      </div>
    );
  }
  return (
    <RequireSession>
      <AccountPage>
        <Preferences />
      </AccountPage>
    </RequireSession>
  );
}
