// The customer profile (account spec §3 and §7), fetched with the full-profile projection.
import { z } from 'zod';
import { serviceAddress } from '../address/serviceShapes';
import { allOf } from '../enums/allOf';

export type PhoneKind = 'MOBILE' | 'HOME';
export const phoneKinds = allOf<PhoneKind>()(['MOBILE', 'HOME']);

// Typed by name, so declaration files print it the same way every build (see allOf).
const phoneKind: z.ZodType<PhoneKind> = z.enum(phoneKinds);
export const customerProfilePhone = z.object({ kind: phoneKind, number: z.string() });
export type CustomerProfilePhone = z.infer<typeof customerProfilePhone>;

export const bannerSpecificDetails = z.object({
  banner: z.string(),
  preferredStoreNumber: z.string().nullable(),
  preferredStoreDivisionNumber: z.string().nullable(),
  communityRewardsEnabled: z.boolean(),
});
export type BannerSpecificDetails = z.infer<typeof bannerSpecificDetails>;

/** The customer profile as the service sends it. */
export const customerProfile = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  loyaltyCardNumber: z.string().nullable(),
  phones: z.array(customerProfilePhone),
  dateCreated: z.string(),
  dateRegistrationConfirmed: z.string().nullable(),
  isEmailConfirmed: z.boolean(),
  dateMobilePhoneVerified: z.string().nullable(),
  relevantAdsOptIn: z.boolean(),
  /** The home (mailing) address, or null when there is none. */
  address: serviceAddress.nullable(),
  bannerSpecificDetails: z.array(bannerSpecificDetails),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const profileResponse = z.object({ data: z.object({ profile: customerProfile }) });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** A name on the profile takes at most 40 characters, like an address line (account spec §9) or a wallet name. */
export const profileNameMaxLength = 40;

/**
 * What a name on the profile may hold, once trimmed: letters of any script (with their accents),
 * then also spaces, hyphens, apostrophes and periods, so Zoë, O’Brien, Mary-Ann and J. R. pass and
 * digits, emoji and markup do not. The spec has no rule; this one is ours, kept by the form and the
 * service alike.
 */
export const profileNamePattern = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** A phone number as the profile sends and stores it: +1 and the last 10 digits (account spec §5). */
export const servicePhonePattern = /^\+1\d{10}$/;

/**
 * The profile update, `PUT` on the profile path (the spec shows no update call: ours). The shopper
 * edits names and phones; `phones` replaces the list, so a kind left out is removed. The e-mail
 * address is the shopper's sign-in and is not part of it. The answer is a `ProfileResponse`.
 */
export const profileUpdateRequest = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phones: z.array(customerProfilePhone),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;
