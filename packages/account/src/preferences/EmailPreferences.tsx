'use client';

import type { EmailPreference } from '@aisle/contracts/account';
import { Alert, Button, Checkbox, Skeleton, VisuallyHidden } from '@aisle/ui';
import { useId, useState, type FormEvent } from 'react';
import { emailPreferenceLabel } from '../api/emailPreferences';
import { useEmailPreferences } from '../hooks/useEmailPreferences';
import { useAccountMessages } from '../messages';
import * as styles from './Preferences.css';
import { toEmailPreferencesAccess, type EmailPreferencesSettings } from './preferencesAccess';

/** The implementation (v1 by default) and who is editing (the signed-in shopper by default). */
export type EmailPreferencesProps = EmailPreferencesSettings;

/** The email categories as checkboxes, saved together; a failed save keeps every tick. */
export function EmailPreferences(props: EmailPreferencesProps) {
  const messages = useAccountMessages();
  const headingId = useId();
  const { preferences, hasErrors, status, error, noPreferredStore, update, retry } = useEmailPreferences(
    toEmailPreferencesAccess(props),
  );
  // The shopper's ticks, by category, until they are saved.
  const [draft, setDraft] = useState<Record<string, boolean>>({});
  const [saved, setSaved] = useState(false);
  const selected = (preference: EmailPreference) => draft[preference.shortDescription] ?? preference.selected;
  const updating = status === 'updating';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Busy buttons ignore clicks; Enter in the form must not send a second save either.
    if (updating) return;
    setSaved(false);
    try {
      await update(preferences.map((preference) => ({ ...preference, selected: selected(preference) })));
      setDraft({});
      setSaved(true);
    } catch {
      // The hook reports the failure as 'update error'; the draft stays as typed.
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {messages.emailPreferencesHeading}
      </h2>
      <p className={styles.note}>{messages.emailChangesNote}</p>
      {status === 'loading' && (
        <>
          <VisuallyHidden as="p" role="status">
            {messages.emailPreferencesLoading}
          </VisuallyHidden>
          {/* Shaped like the form (three choices and the button), so the SMS section below does
              not jump when the choices arrive. */}
          <div className={styles.choices}>
            <Skeleton lines={3} />
            <Skeleton lines={3} />
            <Skeleton lines={3} />
          </div>
          <Skeleton shape="rectangle" width="12rem" height={44} />
        </>
      )}
      {status === 'load error' && error && (
        <div className={styles.failure}>
          <Alert tone={noPreferredStore ? 'warning' : 'error'}>{error.message}</Alert>
          {!noPreferredStore && (
            <div>
              <Button variant="secondary" onClick={() => void retry()}>
                {messages.retryButton}
              </Button>
            </div>
          )}
        </div>
      )}
      {hasErrors && status !== 'load error' && <Alert tone="warning">{messages.emailTechnicalDifficulties}</Alert>}
      {preferences.length > 0 && (
        <form className={styles.form} aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
          <div className={styles.choices}>
            {preferences.map((preference) => (
              <Checkbox
                key={preference.shortDescription}
                label={emailPreferenceLabel(preference, messages)}
                hint={preference.longDescription}
                checked={selected(preference)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setSaved(false);
                  setDraft((current) => ({ ...current, [preference.shortDescription]: checked }));
                }}
              />
            ))}
          </div>
          {status === 'update error' && error && <Alert tone="error">{error.message}</Alert>}
          <div>
            <Button type="submit" busy={updating}>
              {messages.saveEmailPreferencesButton}
            </Button>
          </div>
        </form>
      )}
      {/* Always mounted, so filling it is announced. */}
      <p role="status" className={styles.saved}>
        {saved ? messages.emailPreferencesSaved : ''}
      </p>
    </section>
  );
}
