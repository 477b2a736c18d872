import type { Queryable } from './Database';

/** A table whose rows a client can add again and again, each row an owner's, expiring. */
export interface OwnedRows {
  table: 'hosted_payment_tokens' | 'payment_intents';
  /** The column naming the owner (a session, a shopper). */
  owner: string;
  /** The row's key, which breaks ties between rows made at the same moment. */
  key: string;
}

/**
 * Makes room for one more of an owner's rows: drops its expired ones, then all but its newest
 * `keep - 1`, so asking again and again grows nothing. Names come from `OwnedRows`, never a request.
 */
export async function makeRoomFor(
  db: Queryable,
  { table, owner, key }: OwnedRows,
  ownerId: string,
  { now, keep }: { now: Date; keep: number },
): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE ${owner} = $1 AND expires_at <= $2`, [ownerId, now]);
  await db.query(
    `DELETE FROM ${table} WHERE ${owner} = $1 AND ${key} NOT IN (
       SELECT ${key} FROM ${table} WHERE ${owner} = $1 ORDER BY created_at DESC, ${key} LIMIT $2
     )`,
    [ownerId, keep - 1],
  );
}
