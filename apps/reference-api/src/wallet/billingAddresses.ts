import { fromBillingAddressPayload, type Address } from '@aisle/contracts';
import { z } from 'zod';
import { onlyRow, type Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';
import { lockShopper } from '../shoppers/lockShopper';
import {
  billingAddressColumns,
  toBillingAddressColumns,
  type BillingAddressColumns,
  type BillingAddressRow,
} from './billingAddressRow';
import {
  checkCountry,
  cityField,
  countryField,
  postalCodeField,
  stateField,
  streetLine,
  unitLine,
} from './billingFields';

// The wallet account's billing addresses: a book of their own (wallet_billing_addresses), seeded
// from the demo shoppers' addresses, because the wallet's limits are not the address book's.

/** As many as the address book allows. */
export const maxBillingAddresses = 10;

const notFound = () => new ApiError(404, 'ADDRESS_NOT_FOUND', 'We could not find that billing address.');

const addressType = z
  .string({ error: 'addressType must be home or delivery' })
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['home', 'delivery'], { error: 'addressType must be home or delivery' }));

/** PUT /payment/v2/wallet/account/billing: `{ address }`, §3 "Address save payload"; with addressId it updates. */
export const billingAddressBody = z.object({
  address: z
    .object({
      addressId: z
        .string({ error: 'addressId must be text' })
        .trim()
        .max(100, 'addressId must be at most 100 characters')
        .nullish()
        .transform((value) => value || undefined),
      addressLine1: streetLine,
      addressLine2: unitLine,
      addressType: addressType.optional(),
      city: cityField,
      countryCode: countryField.optional(),
      preferredAddress: z.boolean({ error: 'preferredAddress must be true or false' }).optional(),
      stateCode: stateField,
      zip: postalCodeField,
    })
    .superRefine((address, ctx) =>
      checkCountry({ state: address.stateCode, postalCode: address.zip, countryCode: address.countryCode }, ctx, {
        state: 'stateCode',
        postalCode: 'zip',
      }),
    )
    .transform(({ addressId, ...address }) => {
      const addressType = address.addressType ?? 'delivery';
      return {
        addressId,
        address: fromBillingAddressPayload({
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? '',
          addressType,
          city: address.city,
          countryCode: address.stateCode.country,
          // Not kept as sent: a stored address is preferred exactly when it is the home one.
          preferredAddress: address.preferredAddress ?? addressType === 'home',
          stateCode: address.stateCode.code,
          zip: address.zip,
        }),
      };
    }),
});

/** 'home' first (§3), then in the order they were added. */
export async function listBillingAddresses(db: Queryable, shopperId: string): Promise<BillingAddressRow[]> {
  const { rows } = await db.query<BillingAddressRow>(
    `SELECT ${billingAddressColumns} FROM wallet_billing_addresses WHERE shopper_id = $1
      ORDER BY (type = 'home') DESC, created_at, id`,
    [shopperId],
  );
  return rows;
}

// A shopper has one home address: a new one turns the previous one into a delivery address.
async function demoteHome(tx: Queryable, shopperId: string, exceptId: string | null, now: Date): Promise<void> {
  await tx.query(
    `UPDATE wallet_billing_addresses SET type = 'delivery', preferred = false, modified_at = $3
      WHERE shopper_id = $1 AND type = 'home' AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [shopperId, exceptId, now],
  );
}

// The columns a save writes, in the order of the statements below. An update leaves the county as
// it was: the save payload has none.
const saved = (columns: BillingAddressColumns) => [
  columns.street,
  columns.unit,
  columns.city,
  columns.state,
  columns.postal_code,
  columns.country,
  columns.type,
  columns.preferred,
];

/** Adds an address (no id) or replaces the fields of one of the shopper's own. */
export async function saveBillingAddress(
  tx: Queryable,
  shopperId: string,
  addressId: string | undefined,
  address: Address,
  now: Date,
): Promise<BillingAddressRow> {
  await lockShopper(tx, shopperId);
  if (addressId !== undefined) {
    if (!isUuid(addressId)) throw notFound();
    const { rows: owned } = await tx.query<{ id: string }>(
      'SELECT id FROM wallet_billing_addresses WHERE id = $1 AND shopper_id = $2',
      [addressId, shopperId],
    );
    if (owned.length === 0) throw notFound();
    if (address.type === 'home') await demoteHome(tx, shopperId, addressId, now);
    const { rows } = await tx.query<BillingAddressRow>(
      `UPDATE wallet_billing_addresses
          SET street = $3, unit = $4, city = $5, state = $6, postal_code = $7, country = $8, type = $9,
              preferred = $10, modified_at = $11
        WHERE id = $1 AND shopper_id = $2
        RETURNING ${billingAddressColumns}`,
      [addressId, shopperId, ...saved(toBillingAddressColumns(address)), now],
    );
    return onlyRow(rows);
  }
  const { rows: counted } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM wallet_billing_addresses WHERE shopper_id = $1',
    [shopperId],
  );
  if ((counted[0]?.count ?? 0) >= maxBillingAddresses) {
    throw new ApiError(400, 'TOO_MANY_ADDRESSES', `A wallet holds at most ${maxBillingAddresses} billing addresses.`);
  }
  if (address.type === 'home') await demoteHome(tx, shopperId, null, now);
  return insertBillingAddress(tx, shopperId, address, now);
}

export async function insertBillingAddress(
  tx: Queryable,
  shopperId: string,
  address: Address,
  now: Date,
): Promise<BillingAddressRow> {
  const columns = toBillingAddressColumns(address);
  const { rows } = await tx.query<BillingAddressRow>(
    `INSERT INTO wallet_billing_addresses (shopper_id, street, unit, city, state, postal_code, country, type, preferred,
       county, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     RETURNING ${billingAddressColumns}`,
    [shopperId, ...saved(columns), columns.county, now],
  );
  return onlyRow(rows);
}
