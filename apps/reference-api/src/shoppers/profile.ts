import { toLocation, toServiceAddress, type AddressRow, type ServiceAddress } from '../addresses/addressRecord';
import type { BannerDetailsRow, ShopperRow } from './shoppers';

export interface Phone {
  kind: 'MOBILE' | 'HOME';
  /** E.164, e.g. '+15135550123'. */
  number: string;
}

/** The customer profile as the full-profile projection answers it (account spec §3). */
export interface Profile {
  userId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  loyaltyCardNumber: string | null;
  phones: Phone[];
  dateCreated: string;
  dateRegistrationConfirmed: string | null;
  isEmailConfirmed: boolean;
  dateMobilePhoneVerified: string | null;
  relevantAdsOptIn: boolean;
  /** The home (mailing) address, or null when the shopper has none. */
  address: (ServiceAddress & { location?: { lat: number; lng: number } }) | null;
  bannerSpecificDetails: {
    banner: string;
    preferredStoreNumber: string | null;
    preferredStoreDivisionNumber: string | null;
    communityRewardsEnabled: boolean;
  }[];
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toProfile(shopper: ShopperRow, home: AddressRow | undefined, banners: BannerDetailsRow[]): Profile {
  const phones: Phone[] = [
    ...(shopper.mobile_phone ? [{ kind: 'MOBILE' as const, number: shopper.mobile_phone }] : []),
    ...(shopper.home_phone ? [{ kind: 'HOME' as const, number: shopper.home_phone }] : []),
  ];
  const location = home && toLocation(home);
  return {
    userId: shopper.id,
    firstName: shopper.first_name,
    lastName: shopper.last_name,
    emailAddress: shopper.email,
    loyaltyCardNumber: shopper.loyalty_card_number,
    phones,
    dateCreated: new Date(shopper.date_created).toISOString(),
    dateRegistrationConfirmed: iso(shopper.date_registration_confirmed),
    isEmailConfirmed: shopper.is_email_confirmed,
    dateMobilePhoneVerified: iso(shopper.date_mobile_phone_verified),
    relevantAdsOptIn: shopper.relevant_ads_opt_in,
    address: home ? { ...toServiceAddress(home), ...(location ? { location } : {}) } : null,
    bannerSpecificDetails: banners.map((row) => ({
      banner: row.banner,
      preferredStoreNumber: row.preferred_store_number,
      preferredStoreDivisionNumber: row.preferred_store_division_number,
      communityRewardsEnabled: row.community_rewards_enabled,
    })),
  };
}
