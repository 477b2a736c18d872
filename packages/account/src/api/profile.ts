// The customer profile (account spec §3, §7), fetched with the full-profile projection.
import type { Address } from '@aisle/contracts';
import type { ServiceClient } from '@aisle/core';
import { fromAddressRecord } from '@aisle/contracts';
import { formatDateUs, toServicePhone } from '@aisle/core/format';
import {
  fullProfileProjection,
  profilePaths,
  type BannerSpecificDetails,
  type CustomerProfile,
  type CustomerProfilePhone,
  type PhoneKind,
  type ProfileResponse,
  type ProfileUpdateRequest,
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

/** What the shopper edits on the profile: the names, and each phone as typed ('' or null for none). */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  mobilePhoneNumber: string | null;
  homePhoneNumber: string | null;
}

/**
 * Thrown before any call when a phone holds fewer than 10 digits: it cannot be sent as +1 and
 * 10 digits (spec §5), and sending it without would quietly drop the number.
 */
export class InvalidPhoneError extends Error {
  override readonly name = 'InvalidPhoneError';
  constructor(readonly kind: PhoneKind) {
    super(`invalid phone: ${kind} has fewer than 10 digits`);
  }
}

/**
 * The update's body: names trimmed, each phone reduced to its last 10 digits and sent with +1
 * (spec §5); a phone left empty is left out, which removes it.
 */
export function toProfileUpdateRequest(update: ProfileUpdate): ProfileUpdateRequest {
  const typed: [PhoneKind, string | null][] = [
    ['MOBILE', update.mobilePhoneNumber],
    ['HOME', update.homePhoneNumber],
  ];
  const phones = typed.flatMap(([kind, value]): CustomerProfilePhone[] => {
    if (!value?.trim()) return [];
    const number = toServicePhone(value);
    if (!number) throw new InvalidPhoneError(kind);
    return [{ kind, number }];
  });
  return { firstName: update.firstName.trim(), lastName: update.lastName.trim(), phones };
}

/** Saves names and phones (PUT on the profile path: ours, the spec shows no update) and answers the saved profile. */
export async function updateProfile(
  client: ServiceClient,
  update: ProfileUpdate,
  options: { timeZone?: string } = {},
): Promise<Profile> {
  const body = await client.put<ProfileResponse>(profilePaths.profile, toProfileUpdateRequest(update));
  return toProfile(body.data.profile, options);
}
