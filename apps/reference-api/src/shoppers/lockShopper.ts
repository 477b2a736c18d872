import type { Queryable } from '../db/Database';

/**
 * The one locking rule of the reference services: every transaction that changes what a shopper
 * owns under a per-shopper rule (one home address, at most ten addresses, one SNAP EBT card, the
 * wallet's limits) calls this first, before it reads or locks any other row.
 *
 * Writes of one shopper therefore run one after another, and each sees the previous one's result:
 * two "make this my home" requests can no longer each demote a home the other has not yet written
 * and then both insert one (the unique index `addresses_one_home` answered that race with a 500).
 * Locking the same row first everywhere also means two such writes can never deadlock.
 */
export async function lockShopper(tx: Queryable, shopperId: string): Promise<void> {
  await tx.query('SELECT id FROM shoppers WHERE id = $1 FOR UPDATE', [shopperId]);
}
