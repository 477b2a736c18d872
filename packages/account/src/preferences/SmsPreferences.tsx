'use client';

import type { SmsPreferenceType } from '@aisle/contracts/account';
import { Alert, Checkbox, Skeleton, VisuallyHidden, format } from '@aisle/ui';
import { useId, useState } from 'react';
import { useSmsPreferences, type SmsPreference } from '../hooks/useSmsPreferences';
import { useAccountMessages } from '../messages';
import * as styles from './Preferences.css';

export interface SmsPreferencesProps {
  /**
   * Whether the site sends promotional texts: CLICKLIST and PROMOTIONAL when it does (the default),
   * CLICKLIST only when it does not (spec §4). The spec does not say what decides it, so the host
   * says, from its banner or its toggle for the programme.
   */
  promotionalSms?: boolean | undefined;
  /** The mobile number; read from the profile when not given. */
  phoneNumber?: string | null;
}

const withPromotional: readonly SmsPreferenceType[] = ['CLICKLIST', 'PROMOTIONAL'];
const clicklistOnly: readonly SmsPreferenceType[] = ['CLICKLIST'];

/** The SMS types whose status the screen fetches and shows (spec §4): CLICKLIST, and PROMOTIONAL when offered. */
export function smsPreferenceTypes(promotionalSms: boolean): readonly SmsPreferenceType[] {
  return promotionalSms ? withPromotional : clicklistOnly;
}

/** The SMS preference types, each a checkbox applied at once and rolled back if the service refuses it. */
export function SmsPreferences({ promotionalSms = true, phoneNumber }: SmsPreferencesProps) {
  const messages = useAccountMessages();
  const headingId = useId();
  const { preferences, toggle } = useSmsPreferences(
    smsPreferenceTypes(promotionalSms),
    phoneNumber !== undefined ? { phoneNumber } : {},
  );
  const [announcement, setAnnouncement] = useState('');
  // Without a mobile number no type can load: say so once rather than once per type.
  const noMobilePhone =
    preferences.length > 0 &&
    preferences.every((preference) => !preference.loaded && preference.error === messages.mobilePhoneRequired);

  const change = async (preference: SmsPreference, selected: boolean) => {
    setAnnouncement('');
    const outcome = await toggle(preference.preferenceType, selected);
    // Failures and the pending warning are announced by their own alerts.
    if (outcome === 'saved') setAnnouncement(format(messages.smsPreferenceSaved, { title: preference.title }));
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {messages.smsPreferencesHeading}
      </h2>
      {noMobilePhone ? (
        <Alert tone="warning">{messages.mobilePhoneRequired}</Alert>
      ) : (
        <ul className={styles.smsList}>
          {preferences.map((preference) => (
            <li
              key={preference.preferenceType}
              className={styles.smsItem}
              aria-busy={preference.loading || undefined}
              data-type={preference.preferenceType}
            >
              {preference.loading && !preference.loaded ? (
                <>
                  <VisuallyHidden as="p" role="status">
                    {format(messages.smsPreferenceLoading, { title: preference.title })}
                  </VisuallyHidden>
                  <Skeleton lines={2} />
                </>
              ) : (
                <>
                  {preference.loaded && (
                    <Checkbox
                      label={preference.title}
                      hint={preference.description}
                      checked={preference.selected}
                      readOnly={preference.loading}
                      onChange={(event) => void change(preference, event.currentTarget.checked)}
                    />
                  )}
                  {!preference.loaded && <p className={styles.smsTitle}>{preference.title}</p>}
                  <p className={styles.note}>{preference.unsubscribeNote}</p>
                  {preference.error && <Alert tone="error">{preference.error}</Alert>}
                  {preference.warningMessage && <Alert tone="warning">{preference.warningMessage}</Alert>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}
