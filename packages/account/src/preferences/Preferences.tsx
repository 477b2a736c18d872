import * as styles from './Preferences.css';
import { EmailPreferences } from './EmailPreferences';
import { isSignedIn, type EmailPreferencesSettings } from './preferencesAccess';
import { SmsPreferences, type SmsPreferencesProps } from './SmsPreferences';

/**
 * Which email preferences implementation (`emailPreferencesVersion`, v1 by default) and who is
 * editing (`access`, the signed-in shopper by default), and whether the SMS preferences offer
 * promotional texts (`promotionalSms`).
 */
export type PreferencesProps = EmailPreferencesSettings & Pick<SmsPreferencesProps, 'promotionalSms'>;

/**
 * Preferences (/account/emailSubscriptions): email categories, and for a signed-in shopper the SMS
 * types. An anonymous visitor sees the email categories only: everything else needs signing in.
 */
export function Preferences({ promotionalSms, ...settings }: PreferencesProps) {
  return (
    <div className={styles.preferences}>
      <EmailPreferences {...settings} />
      {isSignedIn(settings) && <SmsPreferences promotionalSms={promotionalSms} />}
    </div>
  );
}
