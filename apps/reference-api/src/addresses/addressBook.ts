import { locate } from '../addressValidation/locate';
import { onlyRow, type Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';
import { lockShopper } from '../shoppers/lockShopper';
import type { Address } from '@aisle/contracts';
import { addressColumns, rowBookkeeping, toRowValues, type AddressRow } from './addressRow';

/** The most addresses one shopper may keep. The spec leaves the number out; ten is generous. */
export const maxAddresses = 10;

const notFound = () => new ApiError(404, 'ADDRESS_NOT_FOUND', 'We could not find that address.');

/** Every query below is scoped by the shopper: another shopper's id is simply not found. */
export async function listAddresses(db: Queryable, shopperId: string): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${addressColumns} FROM addresses WHERE shopper_id = $1 ORDER BY created_at, id`,
    [shopperId],
  );
  return rows;
}

export async function findHomeAddress(db: Queryable, shopperId: string): Promise<AddressRow | undefined> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${addressColumns} FROM addresses WHERE shopper_id = $1 AND type = 'home'`,
    [shopperId],
  );
  return rows[0];
}

async function demoteHome(db: Queryable, shopperId: string, exceptId: string | null, now: Date): Promise<void> {
  await db.query(
    `UPDATE addresses SET type = 'delivery', preferred = false, modified_at = $3
      WHERE shopper_id = $1 AND type = 'home' AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [shopperId, exceptId, now],
  );
}

const locationOf = (address: Address) => locate(address.postalCode, address.region) ?? { lat: null, lng: null };

/** Adds an address; a new home address turns the previous one into a delivery address. */
export async function addAddress(tx: Queryable, shopperId: string, address: Address, now: Date): Promise<AddressRow> {
  await lockShopper(tx, shopperId);
  const { rows: counted } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM addresses WHERE shopper_id = $1',
    [shopperId],
  );
  if ((counted[0]?.count ?? 0) >= maxAddresses) {
    throw new ApiError(400, 'TOO_MANY_ADDRESSES', `An address book holds at most ${maxAddresses} addresses.`);
  }
  if (address.type === 'home') await demoteHome(tx, shopperId, null, now);
  return insertAddress(tx, shopperId, address, now);
}

/** Writes the address as it is, created and last changed at `at`: the add above and the demo data. */
export async function insertAddress(tx: Queryable, shopperId: string, address: Address, at: Date): Promise<AddressRow> {
  const { lat, lng } = locationOf(address);
  const { rows } = await tx.query<AddressRow>(
    `INSERT INTO addresses (shopper_id, line1, line2, city, county, state, postal_code, country, lat, lng, type, preferred, label, notes, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     RETURNING ${addressColumns}`,
    [shopperId, ...toRowValues(address), lat, lng, ...rowBookkeeping(address), at],
  );
  return onlyRow(rows);
}

/** Replaces an address's fields; ADDRESS_NOT_FOUND unless it is the shopper's own. */
export async function updateAddress(
  tx: Queryable,
  shopperId: string,
  addressId: string,
  address: Address,
  now: Date,
): Promise<AddressRow> {
  if (!isUuid(addressId)) throw notFound();
  await lockShopper(tx, shopperId);
  const { rows: owned } = await tx.query<{ id: string }>('SELECT id FROM addresses WHERE id = $1 AND shopper_id = $2', [
    addressId,
    shopperId,
  ]);
  if (owned.length === 0) throw notFound();
  if (address.type === 'home') await demoteHome(tx, shopperId, addressId, now);
  const { lat, lng } = locationOf(address);
  const { rows } = await tx.query<AddressRow>(
    `UPDATE addresses
        SET line1 = $3, line2 = $4, city = $5, county = $6, state = $7, postal_code = $8, country = $9,
            lat = $10, lng = $11, type = $12, preferred = $13, label = $14, notes = $15, modified_at = $16
      WHERE id = $1 AND shopper_id = $2
      RETURNING ${addressColumns}`,
    [addressId, shopperId, ...toRowValues(address), lat, lng, ...rowBookkeeping(address), now],
  );
  return onlyRow(rows);
}

export async function removeAddress(tx: Queryable, shopperId: string, addressId: string): Promise<void> {
  if (!isUuid(addressId)) throw notFound();
  await lockShopper(tx, shopperId);
  const { rows } = await tx.query<{ id: string }>(
    'DELETE FROM addresses WHERE id = $1 AND shopper_id = $2 RETURNING id',
    [addressId, shopperId],
  );
  if (rows.length === 0) throw notFound();
}
