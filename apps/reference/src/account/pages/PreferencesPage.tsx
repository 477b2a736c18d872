import { networkErrorMessage, Preferences, preferencesAccessFromQuery, useAccountMessages } from '@aisle/account';
import { Alert, Spinner } from '@aisle/ui';
import { useSearch } from 'wouter';
import * as styles from '../../pages/pages.css';
import { useSession } from '../../session/useSession';
import { AccountPage } from '../AccountPage';
import { RequireSession } from '../RequireSession';
import { useEncryptedEmail } from './useEncryptedEmail';

/**
 * /account/emailSubscriptions. A signed-in shopper gets the account page; a visitor arriving from
 * an e-mail link (`?token=` / `?token2=`) edits that e-mail's preferences without signing in,
 * outside the account area. `?emailPreferences=v2` turns on the newer implementation (account
 * spec §6, its toggle), as `?addressBook=v2` does the newer address book: a visitor's token is
 * then traded for the encrypted e-mail that implementation takes.
 */
export function PreferencesPage() {
  const search = useSearch();
  const session = useSession();
  const messages = useAccountMessages();
  const version = new URLSearchParams(search).get('emailPreferences') === 'v2' ? 'v2' : 'v1';
  const linkAccess = preferencesAccessFromQuery(search);
  const visitor = linkAccess.kind === 'token' && !session;
  const { encryptedEmail, error } = useEncryptedEmail(visitor && version === 'v2' ? linkAccess.token : undefined);
  if (visitor) {
    return (
      <div className={styles.narrowWide}>
        <h1 className={styles.heading}>{messages.navPreferences}</h1>
        {version === 'v1' ? (
          <Preferences access={linkAccess} />
        ) : encryptedEmail ? (
          <Preferences emailPreferencesVersion="v2" access={{ kind: 'encrypted-email', encryptedEmail }} />
        ) : error !== undefined ? (
          <Alert tone="error">{networkErrorMessage(error, messages) ?? messages.networkTechnicalDifficulties}</Alert>
        ) : (
          <Spinner label={messages.emailPreferencesLoading} />
        )}
      </div>
    );
  }
  return (
    <RequireSession>
      <AccountPage>
        <Preferences emailPreferencesVersion={version} />
      </AccountPage>
    </RequireSession>
  );
}
