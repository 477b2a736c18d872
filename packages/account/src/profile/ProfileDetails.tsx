'use client';

import type { Address } from '@aisle/contracts';
import { formatPhone } from '@aisle/core/format';
import { Button, Card, Skeleton, VisuallyHidden, format, toast } from '@aisle/ui';
import { Suspense, useId, useRef } from 'react';
import type { Profile as ProfileData, ProfileUpdate } from '../api/profile';
import { useProfile } from '../hooks/useProfile';
import { useProfileUpdate } from '../hooks/useProfileUpdate';
import { useAccountMessages, type AccountMessages } from '../messages';
import { LazyProfileForm, loadProfileForm } from './ProfileForm/lazyProfileForm';
import * as styles from './ProfileDetails.css';
import * as section from './profileSection.css';
import { SectionLoadFailure } from './SectionLoadFailure';
import { useSectionView } from './useSectionView';

export interface ProfileDetailsProps {
  /** The profile is fetched for signed-in shoppers only (spec §6); nothing renders for anonymous visitors. */
  signedIn?: boolean;
  /** The zone the profile's dates are shown in; UTC by default. */
  timeZone?: string;
}

interface Row {
  id: string;
  label: string;
  value: string;
  /** Shown under the value, e.g. whether the email is confirmed. */
  note?: string;
}

const addressLines = (address: Address, messages: AccountMessages) =>
  [
    [address.street, address.unit].filter(Boolean).join(', '),
    format(messages.addressCityLine, { city: address.locality, state: address.region, zip: address.postalCode }),
  ].join('\n');

function profileRows(profile: ProfileData, messages: AccountMessages): Row[] {
  const orNone = (value: string | null | undefined) => value || messages.profileNotProvided;
  const phone = (value: string | null) => (value ? formatPhone(value) : messages.profileNotProvided);
  return [
    { id: 'name', label: messages.profileNameLabel, value: `${profile.firstName} ${profile.lastName}`.trim() },
    {
      id: 'email',
      label: messages.profileEmailLabel,
      value: profile.emailAddress,
      note: profile.isEmailConfirmed ? messages.profileEmailConfirmed : messages.profileEmailNotConfirmed,
    },
    { id: 'loyaltyCard', label: messages.profileLoyaltyCardLabel, value: orNone(profile.loyaltyCardNumber) },
    { id: 'mobilePhone', label: messages.profileMobilePhoneLabel, value: phone(profile.mobilePhoneNumber) },
    { id: 'homePhone', label: messages.profileHomePhoneLabel, value: phone(profile.homePhoneNumber) },
    { id: 'memberSince', label: messages.profileMemberSinceLabel, value: orNone(profile.dateCreated) },
    {
      id: 'registrationConfirmed',
      label: messages.profileRegistrationConfirmedLabel,
      value: orNone(profile.dateRegistrationConfirmed),
    },
    {
      id: 'homeAddress',
      label: messages.profileHomeAddressLabel,
      value: profile.address ? addressLines(profile.address, messages) : messages.profileNotProvided,
    },
  ];
}

/**
 * Profile (/account/update): the shopper's customer profile, with 'Edit Profile' opening a form
 * for the names and phones in its place. After a save: a toast, the saved details, focus on the
 * heading. The preferred store is its own section, `PreferredStore`.
 */
export function ProfileDetails({ signedIn = true, timeZone }: ProfileDetailsProps) {
  const messages = useAccountMessages();
  const { profile, error, isLoading, refresh } = useProfile(timeZone ? { signedIn, timeZone } : { signedIn });
  const updateProfile = useProfileUpdate(timeZone ? { timeZone } : {});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const form = useSectionView(headingRef, actionRef);
  const headingId = useId();
  if (!signedIn) return null;

  const save = async (update: ProfileUpdate) => {
    await updateProfile(update);
    toast.success({ body: messages.profileUpdatedToast });
    form.closeView('heading');
  };
  const preload = () => void loadProfileForm();

  const heading = (
    <div className={section.header}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={section.heading}>
        {messages.profileDetails}
      </h2>
      {profile && !form.open && (
        <Button ref={actionRef} variant="secondary" onClick={form.openView} onPointerEnter={preload} onFocus={preload}>
          {messages.profileEditButton}
        </Button>
      )}
    </div>
  );

  if (error !== undefined && !profile) {
    return (
      <section className={section.section} aria-labelledby={headingId}>
        {heading}
        <SectionLoadFailure error={error} busy={isLoading} onRetry={() => void refresh()} />
      </section>
    );
  }

  return (
    <section className={section.section} aria-labelledby={headingId}>
      {heading}
      <Card aria-busy={profile ? undefined : true}>
        {profile && form.open ? (
          <Suspense fallback={<Skeleton lines={4} />}>
            <LazyProfileForm profile={profile} onSubmit={save} onCancel={() => form.closeView('action')} />
          </Suspense>
        ) : profile ? (
          <dl className={styles.details}>
            {profileRows(profile, messages).map((row) => (
              <div key={row.id} className={styles.row} data-row={row.id}>
                <dt className={styles.term}>{row.label}</dt>
                <dd className={styles.value}>
                  {row.value}
                  {row.note && <span className={styles.note}>{row.note}</span>}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <>
            <VisuallyHidden as="p" role="status">
              {messages.profileLoading}
            </VisuallyHidden>
            <Skeleton lines={8} />
          </>
        )}
      </Card>
    </section>
  );
}
