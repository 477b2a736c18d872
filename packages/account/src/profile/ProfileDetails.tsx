'use client';

import type { Address } from '@aisle/contracts';
import { useBanner } from '@aisle/core';
import { formatPhone } from '@aisle/core/format';
import { Alert, Button, Card, Skeleton, VisuallyHidden, format } from '@aisle/ui';
import { networkErrorMessage } from '../api/errors';
import type { Profile as ProfileData } from '../api/profile';
import { useProfile } from '../hooks/useProfile';
import { useAccountMessages, type AccountMessages } from '../messages';
import * as styles from './ProfileDetails.css';

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

function profileRows(profile: ProfileData, banner: string, messages: AccountMessages): Row[] {
  const orNone = (value: string | null | undefined) => value || messages.profileNotProvided;
  const phone = (value: string | null) => (value ? formatPhone(value) : messages.profileNotProvided);
  const store = profile.bannerSpecificDetails.find((details) => details.banner === banner)?.preferredStoreNumber;
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
    {
      id: 'preferredStore',
      label: messages.profilePreferredStoreLabel,
      value: store ? format(messages.profilePreferredStore, { storeNumber: store }) : messages.profileNotProvided,
    },
  ];
}

/** Profile (/account/update): the shopper's customer profile, read-only. */
export function ProfileDetails({ signedIn = true, timeZone }: ProfileDetailsProps) {
  const messages = useAccountMessages();
  const banner = useBanner();
  const { profile, error, isLoading, refresh } = useProfile(timeZone ? { signedIn, timeZone } : { signedIn });
  if (!signedIn) return null;

  if (error !== undefined && !profile) {
    return (
      <div className={styles.profile}>
        <Alert tone="error">{networkErrorMessage(error, messages) ?? messages.networkTechnicalDifficulties}</Alert>
        <div>
          <Button variant="secondary" busy={isLoading} onClick={() => void refresh()}>
            {messages.retryButton}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card className={styles.profile} aria-busy={profile ? undefined : true}>
      {profile ? (
        <dl className={styles.details} aria-label={messages.profileDetails}>
          {profileRows(profile, banner.id, messages).map((row) => (
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
          <Skeleton lines={9} />
        </>
      )}
    </Card>
  );
}
