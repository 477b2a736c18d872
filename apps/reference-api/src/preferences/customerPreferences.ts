import type { CustomerPreference } from '@aisle/contracts/scheduling';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';

interface PreferenceRow {
  id: string;
  name: string;
  value: string;
  version_key: number;
  user_set: boolean;
}

const toPreference = (row: PreferenceRow): CustomerPreference => ({
  name: row.name,
  id: row.id,
  value: row.value,
  versionKey: String(row.version_key),
  userSet: row.user_set,
});

const preferenceNotFound = () => new ApiError(404, 'PREFERENCE_NOT_FOUND', 'We could not find that preference.');

/** The shopper's preferences, by name when names are given, in name order. */
export async function listPreferences(
  db: Queryable,
  shopperId: string,
  names: readonly string[] | undefined,
): Promise<CustomerPreference[]> {
  const { rows } = await db.query<PreferenceRow>(
    `SELECT id, name, value, version_key, user_set FROM customer_preferences
      WHERE shopper_id = $1 AND ($2::text[] IS NULL OR name = ANY($2::text[]))
      ORDER BY name`,
    [shopperId, names ?? null],
  );
  return rows.map(toPreference);
}

/**
 * Adds the preferences the shopper has not got yet, set by them, version 1. One already there is
 * kept as it is (a second tab adding the same one gets the first's): it is changed with its
 * version key. Answers every named preference as it now is.
 */
export async function addPreferences(
  db: Queryable,
  shopperId: string,
  preferences: readonly { name: string; value: string }[],
  now: Date,
): Promise<CustomerPreference[]> {
  for (const { name, value } of preferences) {
    await db.query(
      `INSERT INTO customer_preferences (shopper_id, name, value, version_key, user_set, updated_at)
       VALUES ($1, $2, $3, 1, true, $4)
       ON CONFLICT (shopper_id, name) DO NOTHING`,
      [shopperId, name, value, now],
    );
  }
  return listPreferences(
    db,
    shopperId,
    preferences.map(({ name }) => name),
  );
}

/**
 * Changes a preference if the caller read its current version: the check and the change are one
 * statement. PREFERENCE_NOT_FOUND (also another shopper's) or PREFERENCE_VERSION_CONFLICT otherwise.
 */
export async function updatePreference(
  db: Queryable,
  shopperId: string,
  id: string,
  change: { value: string; versionKey: string },
  now: Date,
): Promise<CustomerPreference> {
  if (!isUuid(id) || !/^\d{1,9}$/.test(change.versionKey)) throw preferenceNotFound();
  const { rows } = await db.query<PreferenceRow>(
    `UPDATE customer_preferences SET value = $4, version_key = version_key + 1, user_set = true, updated_at = $5
      WHERE id = $1 AND shopper_id = $2 AND version_key = $3
      RETURNING id, name, value, version_key, user_set`,
    [id, shopperId, Number(change.versionKey), change.value, now],
  );
  const updated = rows[0];
  if (updated) return toPreference(updated);
  const { rows: found } = await db.query<{ id: string }>(
    'SELECT id FROM customer_preferences WHERE id = $1 AND shopper_id = $2',
    [id, shopperId],
  );
  if (found.length === 0) throw preferenceNotFound();
  throw new ApiError(
    409,
    'PREFERENCE_VERSION_CONFLICT',
    'This preference was changed on another device. Refresh it and try again.',
  );
}
