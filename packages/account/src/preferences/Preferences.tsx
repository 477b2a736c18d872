import type { SmsPreferenceType } from '@aisle/contracts/account';
import * as styles from './Preferences.css';
import { EmailPreferences } from './EmailPreferences';
import { signedInAccess, type PreferencesAccess } from './preferencesAccess';
import { SmsPreferences } from './SmsPreferences';

export interface PreferencesProps {
  /** Who is editing (spec §6): the signed-in shopper by default, or an anonymous visitor with a token. */
  access?: PreferencesAccess;
  /** The SMS types shown to a signed-in shopper: CLICKLIST and PROMOTIONAL by default. */
  smsTypes?: readonly SmsPreferenceType[];
}

/**
 * Preferences (/account/emailSubscriptions): email categories, and for a signed-in shopper the SMS
 * types. A token visitor sees the email categories only: everything else needs signing in.
 */
export function Preferences({ access = signedInAccess, smsTypes }: PreferencesProps) {
  return (
    <div className={styles.preferences}>
      <EmailPreferences access={access} />
      {access.kind === 'signed-in' && <SmsPreferences {...(smsTypes ? { types: smsTypes } : {})} />}
    </div>
  );
}
