// The customer profile (account spec §3, §7), fetched with the full-profile projection.
import type { Address } from '@aisle/contracts';
import type { ServiceClient } from '@aisle/core';
import { fromAddressRecord } from '@aisle/contracts';
import { formatDateUs } from '@aisle/core/format';
import {
  fullProfileProjection,
  profilePaths,
  type BannerSpecificDetails,
  type CustomerProfile,
  type CustomerProfilePhone,
  type PhoneKind,
  type ProfileResponse,
} from '@aisle/contracts/account';

/** The spec's Profile: phones by kind, dates as MM/DD/YYYY ('' when unknown), the home address as an Address. */
export interface Profile {
  userId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  loyaltyCardNumber: string | null;
  mobilePhoneNumber: string | null;
  homePhoneNumber: string | null;
  dateCreated: string;
  dateRegistrationConfirmed: string;
  isEmailConfirmed: boolean;
  address: Address | null;
  dateMobilePhoneVerified: string;
  relevantAdsOptIn: boolean;
  bannerSpecificDetails: BannerSpecificDetails[];
}

const phoneOfKind = (phones: readonly CustomerProfilePhone[], kind: PhoneKind) =>
  phones.find((phone) => phone.kind === kind)?.number ?? null;

export function toProfile(profile: CustomerProfile, { timeZone }: { timeZone?: string } = {}): Profile {
  const date = (value: string | null) => formatDateUs(value, timeZone ? { timeZone } : {});
  const { address } = profile;
  return {
    userId: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailAddress: profile.emailAddress,
    loyaltyCardNumber: profile.loyaltyCardNumber,
    mobilePhoneNumber: phoneOfKind(profile.phones, 'MOBILE'),
    homePhoneNumber: phoneOfKind(profile.phones, 'HOME'),
    dateCreated: date(profile.dateCreated),
    dateRegistrationConfirmed: date(profile.dateRegistrationConfirmed),
    isEmailConfirmed: profile.isEmailConfirmed,
    // The profile's address is the home one; it carries no id of its own.
    address: address
      ? fromAddressRecord({
          id: '',
          address,
          type: 'home',
          ...(address.location ? { location: address.location } : {}),
        })
      : null,
    dateMobilePhoneVerified: date(profile.dateMobilePhoneVerified),
    relevantAdsOptIn: profile.relevantAdsOptIn,
    bannerSpecificDetails: profile.bannerSpecificDetails,
  };
}

export async function getProfile(client: ServiceClient, options: { timeZone?: string } = {}): Promise<Profile> {
  const body = await client.get<ProfileResponse>(profilePaths.profile, {
    query: { projections: fullProfileProjection },
  });
  return toProfile(body.data.profile, options);
}
