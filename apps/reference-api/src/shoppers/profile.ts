import { toServiceAddress } from '@aisle/contracts';
import type { CustomerProfile, CustomerProfilePhone } from '@aisle/contracts/account';
import { fromAddressRow, type AddressRow } from '../addresses/addressRow';
import type { BannerDetailsRow, ShopperRow } from './shoppers';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toProfile(
  shopper: ShopperRow,
  home: AddressRow | undefined,
  banners: BannerDetailsRow[],
): CustomerProfile {
  const phones: CustomerProfilePhone[] = [
    ...(shopper.mobile_phone ? [{ kind: 'MOBILE' as const, number: shopper.mobile_phone }] : []),
    ...(shopper.home_phone ? [{ kind: 'HOME' as const, number: shopper.home_phone }] : []),
  ];
  const address = home && fromAddressRow(home);
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
    address: address
      ? { ...toServiceAddress(address), ...(address.location ? { location: address.location } : {}) }
      : null,
    bannerSpecificDetails: banners.map((row) => ({
      banner: row.banner,
      preferredStoreNumber: row.preferred_store_number,
      preferredStoreDivisionNumber: row.preferred_store_division_number,
      communityRewardsEnabled: row.community_rewards_enabled,
    })),
  };
}
