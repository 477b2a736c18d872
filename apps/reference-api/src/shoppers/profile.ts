import { toServiceAddress } from '@aisle/contracts';
import type { CustomerProfile, CustomerProfilePhone, PhoneKind } from '@aisle/contracts/account';
import { findHomeAddress } from '../addresses/addressBook';
import { fromAddressRow, type AddressRow } from '../addresses/addressRow';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { findShopper, listBannerDetails, type BannerDetailsRow, type ShopperRow } from './shoppers';

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

// A session outliving its shopper: treat it like any token that no longer works.
const shopperGone = () => new ApiError(401, 'UNAUTHORIZED', 'The account behind this token no longer exists.');

/** The shopper's profile as the profile call answers it; 401 when the session outlived its shopper. */
export async function readProfile(db: Queryable, shopperId: string): Promise<CustomerProfile> {
  // Side by side: on PostgreSQL the three reads take three pooled connections at once.
  const [shopper, home, banners] = await Promise.all([
    findShopper(db, shopperId),
    findHomeAddress(db, shopperId),
    listBannerDetails(db, shopperId),
  ]);
  if (!shopper) throw shopperGone();
  return toProfile(shopper, home, banners);
}

/** What the shopper may change on their profile: names, and a number per phone kind or none. */
export interface ProfileChange {
  firstName: string;
  lastName: string;
  phones: Readonly<Partial<Record<PhoneKind, string>>>;
}

/**
 * Saves the names and phones. A new mobile number has not been verified yet, so its verification
 * date goes; the same number keeps it. One statement, so no lock: nothing else is read first.
 */
export async function updateProfile(db: Queryable, shopperId: string, change: ProfileChange): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE shoppers
        SET first_name = $2, last_name = $3, mobile_phone = $4, home_phone = $5,
            date_mobile_phone_verified =
              CASE WHEN mobile_phone IS NOT DISTINCT FROM $4 THEN date_mobile_phone_verified END
      WHERE id = $1
      RETURNING id`,
    [shopperId, change.firstName, change.lastName, change.phones.MOBILE ?? null, change.phones.HOME ?? null],
  );
  if (rows.length === 0) throw shopperGone();
}
