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
