import { getBannerBehaviour } from '@aisle/contracts';
import { insertAddress } from '../addresses/addressBook';
import { hashPassword } from '../auth/password';
import { issueEmailToken } from '../communications/emailAccess';
import { onlyRow, type Database, type Queryable } from '../db/Database';
import { parseHours } from '../stores/openingHours';
import { demoShoppers, type DemoShopper } from './demoShoppers';
import { demoStores, storesOutsideCommunityRewards, type DemoStore } from './demoStores';
import { insertDemoBillingAddresses, insertDemoWallet } from './demoWallets';

const day = 24 * 60 * 60 * 1000;
/** The demo e-mail tokens are printed in the README: they last ten years from the seeding. */
const demoEmailTokenTtlMs = 3653 * day;

// Hashed once per process: re-seeding (every test's reset) then costs no scrypt. Each shopper keeps its own salt.
const demoHashes = new Map<string, Promise<string>>();
function demoHash(shopper: DemoShopper): Promise<string> {
  let hash = demoHashes.get(shopper.email);
  if (!hash) demoHashes.set(shopper.email, (hash = hashPassword(shopper.password)));
  return hash;
}

type SeededTable =
  | 'shoppers'
  | 'stores'
  | 'email_tokens'
  | 'email_preferences'
  | 'sms_preferences'
  | 'wallet_cards'
  | 'wallet_billing_addresses';

async function isEmpty(tx: Queryable, table: SeededTable): Promise<boolean> {
  const { rows } = await tx.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS present`);
  return !rows[0]?.present;
}

async function insertShopper(tx: Queryable, shopper: DemoShopper, now: Date): Promise<void> {
  const created = new Date(now.getTime() - shopper.createdDaysAgo * day);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO shoppers (email, password_hash, first_name, last_name, loyalty_card_number, mobile_phone, home_phone,
       is_email_confirmed, relevant_ads_opt_in, date_created, date_registration_confirmed, date_mobile_phone_verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $9, $10)
     RETURNING id`,
    [
      shopper.email,
      await demoHash(shopper),
      shopper.firstName,
      shopper.lastName,
      shopper.loyaltyCardNumber,
      shopper.mobilePhone ?? null,
      shopper.homePhone ?? null,
      shopper.relevantAdsOptIn,
      created,
      shopper.mobileVerified ? created : null,
    ],
  );
  const shopperId = onlyRow(rows).id;
  for (const details of shopper.banners) {
    await tx.query(
      `INSERT INTO banner_details (shopper_id, banner, preferred_store_division_number, preferred_store_number, community_rewards_enabled)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        shopperId,
        details.banner,
        details.preferredStore?.slice(0, 3) ?? null,
        details.preferredStore?.slice(3) ?? null,
        details.communityRewardsEnabled,
      ],
    );
  }
  // One millisecond apart, so the book lists them in the order written here.
  for (const [index, address] of shopper.addresses.entries()) {
    await insertAddress(tx, shopperId, address, new Date(created.getTime() + index));
  }
}

/**
 * The demo shoppers' e-mail tokens and preference choices, each table only when it is empty. Separate
 * from insertShopper so a data folder seeded before migration 002 gets them on its next start.
 */
async function seedPreferences(tx: Queryable, now: Date): Promise<void> {
  const [tokens, emails, texts] = [
    await isEmpty(tx, 'email_tokens'),
    await isEmpty(tx, 'email_preferences'),
    await isEmpty(tx, 'sms_preferences'),
  ];
  for (const shopper of demoShoppers) {
    const { rows } = await tx.query<{ id: string; date_created: Date; mobile_phone: string | null }>(
      'SELECT id, date_created, mobile_phone FROM shoppers WHERE email = $1',
      [shopper.email],
    );
    const found = rows[0];
    if (!found) continue;
    if (tokens) await issueEmailToken(tx, found.id, now, shopper.emailToken, demoEmailTokenTtlMs);
    for (const choice of emails ? shopper.emailPreferences : []) {
      await tx.query(
        `INSERT INTO email_preferences (shopper_id, banner, category, selected, modified_at) VALUES ($1, $2, $3, $4, $5)`,
        [found.id, choice.banner, choice.category, choice.selected, found.date_created],
      );
    }
    for (const choice of texts && found.mobile_phone ? shopper.sms : []) {
      await tx.query(
        `INSERT INTO sms_preferences (shopper_id, trigger_type, status, phone_number, modified_at) VALUES ($1, $2, $3, $4, $5)`,
        [found.id, choice.triggerType, choice.status, found.mobile_phone, found.date_created],
      );
    }
  }
}

/**
 * The demo shoppers' wallets and billing addresses, each table only when it is empty (a data folder
 * seeded before migration 004 gets them on its next start). Returns how many cards were added.
 */
async function seedWallets(tx: Queryable, now: Date): Promise<number> {
  const [cards, billing] = [await isEmpty(tx, 'wallet_cards'), await isEmpty(tx, 'wallet_billing_addresses')];
  let added = 0;
  for (const shopper of cards || billing ? demoShoppers : []) {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM shoppers WHERE email = $1', [shopper.email]);
    const found = rows[0];
    if (!found) continue;
    if (cards) added += await insertDemoWallet(tx, found.id, shopper, now);
    if (billing) await insertDemoBillingAddresses(tx, found.id, shopper, now);
  }
  return added;
}

const storeColumns = 14;

/** Community rewards: every store of a participating banner, but the few named in the demo data. */
const participates = (store: DemoStore) =>
  !storesOutsideCommunityRewards.has(store.locationId) &&
  getBannerBehaviour(store.banner).features.communityRewards.participates;

/** One statement for the whole list: the reset before every test stays cheap. */
async function insertStores(tx: Queryable): Promise<void> {
  const values = demoStores.map((store) => {
    const { opensAt, closesAt } = parseHours(store.hours);
    return [
      store.locationId,
      store.banner,
      store.vanityName,
      store.line1,
      store.city,
      store.state,
      store.postalCode,
      store.lat,
      store.lng,
      store.timeZone,
      opensAt,
      closesAt,
      store.locker ?? false,
      participates(store),
    ];
  });
  const placeholders = values.map(
    (_, row) =>
      `(${Array.from({ length: storeColumns }, (__, column) => `$${row * storeColumns + column + 1}`).join(', ')})`,
  );
  await tx.query(
    `INSERT INTO stores (location_id, banner, vanity_name, line1, city, state, postal_code, lat, lng, time_zone, opens_at, closes_at, is_locker_location,
       community_rewards_participates)
     VALUES ${placeholders.join(', ')}`,
    values.flat(),
  );
}

export interface SeedResult {
  shoppers: number;
  stores: number;
  /** Wallet cards of the demo shoppers. */
  cards: number;
}

/**
 * Inserts the demo shoppers, the store list and the demo shoppers' e-mail tokens, preferences and
 * wallets, each only into an empty table: safe on every start.
 */
export async function seed(db: Database, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const result: SeedResult = { shoppers: 0, stores: 0, cards: 0 };
    if (await isEmpty(tx, 'shoppers')) {
      for (const shopper of demoShoppers) await insertShopper(tx, shopper, now);
      result.shoppers = demoShoppers.length;
    }
    if (await isEmpty(tx, 'stores')) {
      await insertStores(tx);
      result.stores = demoStores.length;
    }
    await seedPreferences(tx, now);
    result.cards = await seedWallets(tx, now);
    return result;
  });
}

/**
 * Empties every table the migrations made (found by name, so later migrations' tables are included)
 * but the server's keys, which the data is made under, and seeds again: the test mode's clean slate.
 */
export async function resetData(db: Database, now = new Date()): Promise<SeedResult> {
  const { rows } = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'server_keys')`,
  );
  if (rows.length > 0) {
    await db.exec(`TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} CASCADE`);
  }
  return seed(db, now);
}
