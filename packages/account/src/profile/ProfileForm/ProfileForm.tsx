'use client';

import { formatPhone } from '@aisle/core/format';
import { Alert, Button, keepFocusOnPress, TextField } from '@aisle/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile, ProfileUpdate } from '../../api/profile';
import { profileUpdateErrorMessage } from '../../api/profileErrors';
import { useAccountMessages, type AccountMessages } from '../../messages';
import * as styles from './ProfileForm.css';
import { createProfileSchema, profilePhoneMaxLength, type ProfileFormValues } from './profileSchema';

export interface ProfileFormProps {
  /** The profile being edited: its names and phones fill the fields. */
  profile: Profile;
  /**
   * Receives the checked update. While it runs the buttons are busy; if it rejects, every typed
   * value stays and the failure is told above the buttons.
   */
  onSubmit(update: ProfileUpdate): Promise<void>;
  onCancel(): void;
}

interface FieldSpec {
  name: keyof ProfileFormValues;
  label: keyof AccountMessages;
  autoComplete: string;
  phone: boolean;
}

// Two rows of two: the names, then the phones (WHATWG autofill tokens, so a browser fills them right).
const rows: readonly (readonly [FieldSpec, FieldSpec])[] = [
  [
    { name: 'firstName', label: 'profileFirstNameLabel', autoComplete: 'given-name', phone: false },
    { name: 'lastName', label: 'profileLastNameLabel', autoComplete: 'family-name', phone: false },
  ],
  [
    { name: 'mobilePhone', label: 'profileMobilePhoneLabel', autoComplete: 'mobile tel', phone: true },
    { name: 'homePhone', label: 'profileHomePhoneLabel', autoComplete: 'home tel', phone: true },
  ],
];

const toFormValues = (profile: Profile): ProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  // As the details show them, '(513) 555-0123', rather than the service's '+15135550123'.
  mobilePhone: formatPhone(profile.mobilePhoneNumber),
  homePhone: formatPhone(profile.homePhoneNumber),
});

/**
 * Editing the profile: first and last name, mobile and home phone; the e-mail address is shown but
 * is the sign-in, so it is not a field. Errors show on a field once it is left and on submit, when
 * focus moves to the first invalid field; the form takes focus on its first field when it opens.
 */
export function ProfileForm({ profile, onSubmit, onCancel }: ProfileFormProps) {
  const messages = useAccountMessages();
  const schema = useMemo(() => createProfileSchema(messages), [messages]);
  const [defaultValues] = useState(() => toFormValues(profile));
  const {
    register,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });

  // The shopper asked to edit: put them in the first field, not back at the top of the page.
  useEffect(() => setFocus('firstName'), [setFocus]);

  // A failed save is the form's root error: react-hook-form clears it on the next submit and
  // leaves every value as typed.
  const save = handleSubmit(async (update) => {
    try {
      await onSubmit(update);
    } catch (error) {
      setError('root.save', { message: profileUpdateErrorMessage(error, messages) });
    }
  });

  return (
    <form
      className={styles.form}
      aria-label={messages.profileFormLabel}
      noValidate
      // An Enter while the save runs must not send the update twice.
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void save(event))}
    >
      {rows.map((row) => (
        <div key={row[0].name} className={styles.pair}>
          {row.map(({ name, label, autoComplete, phone }) => (
            <TextField
              key={name}
              label={messages[label]}
              autoComplete={autoComplete}
              required={!phone}
              {...(phone && { type: 'tel', maxLength: profilePhoneMaxLength, hint: messages.profilePhoneHint })}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
      ))}
      <dl className={styles.fixed}>
        <dt className={styles.fixedLabel}>{messages.profileEmailLabel}</dt>
        <dd className={styles.fixedValue}>
          {profile.emailAddress}
          <span className={styles.note}>{messages.profileEmailFixed}</span>
        </dd>
      </dl>
      {errors.root?.save && <Alert tone="error">{errors.root.save.message}</Alert>}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={isSubmitting}
          busyLabel={messages.savingProfile}
          onMouseDown={keepFocusOnPress}
        >
          {messages.saveProfileButton}
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel} onMouseDown={keepFocusOnPress}>
          {messages.cancelButton}
        </Button>
      </div>
    </form>
  );
}
