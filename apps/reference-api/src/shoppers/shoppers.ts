import type { Queryable } from '../db/Database';

export interface ShopperRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  loyalty_card_number: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  is_email_confirmed: boolean;
  relevant_ads_opt_in: boolean;
  date_created: Date;
  date_registration_confirmed: Date | null;
  date_mobile_phone_verified: Date | null;
}

export interface BannerDetailsRow {
  banner: string;
  preferred_store_division_number: string | null;
  preferred_store_number: string | null;
  community_rewards_enabled: boolean;
}

/** E-mail addresses are compared trimmed and lower-cased, as they are stored. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findShopperByEmail(db: Queryable, email: string): Promise<ShopperRow | undefined> {
  const { rows } = await db.query<ShopperRow>('SELECT * FROM shoppers WHERE email = $1', [normaliseEmail(email)]);
  return rows[0];
}

export async function findShopper(db: Queryable, shopperId: string): Promise<ShopperRow | undefined> {
  const { rows } = await db.query<ShopperRow>('SELECT * FROM shoppers WHERE id = $1', [shopperId]);
  return rows[0];
}

export async function listBannerDetails(db: Queryable, shopperId: string): Promise<BannerDetailsRow[]> {
  const { rows } = await db.query<BannerDetailsRow>(
    `SELECT banner, preferred_store_division_number, preferred_store_number, community_rewards_enabled
       FROM banner_details WHERE shopper_id = $1 ORDER BY banner`,
    [shopperId],
  );
  return rows;
}
