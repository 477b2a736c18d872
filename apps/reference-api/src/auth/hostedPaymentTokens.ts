import type { Queryable } from '../db/Database';
import { makeRoomFor } from '../db/makeRoomFor';
import { hashToken, newToken } from './tokens';

/** What POST /payment/v1/hosted-payment-page/token answers, inside `data.payment`. */
export interface HostedPaymentToken {
  accessToken: string;
  /** When the token stops working (ISO 8601). */
  expiresAt: string;
  tokenType: 'Bearer';
}

/** A presented hosted payment page token, expired or not, and its session's shopper. */
export interface HostedPaymentGrant {
  sessionId: string;
  shopperId: string;
  expiresAt: Date;
  /** When the session can no longer be refreshed: the token dies with it. */
  sessionExpiresAt: Date;
}

// The session went between its check and the insert (a sign-out at the same moment): the foreign key.
const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/** How many live tokens a session keeps: one per open hosted page, with room to spare. */
export const hostedTokensPerSession = 5;

/**
 * A new token for the hosted payment page, of the session, living `lifetimeSeconds` (the sessions'
 * access-token lifetime). The session's expired ones are dropped first, and beyond the newest
 * `hostedTokensPerSession` the oldest, so asking again and again grows nothing: a page whose token
 * was dropped is refused (401) and asks for a new one. Undefined when the session is gone or can
 * no longer be refreshed: the caller answers as for an unknown token. Two at once make two tokens.
 */
export async function issueHostedPaymentToken(
  db: Queryable,
  sessionId: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<HostedPaymentToken | undefined> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await makeRoomFor(db, { table: 'hosted_payment_tokens', owner: 'session_id', key: 'token_hash' }, sessionId, {
    now,
    keep: hostedTokensPerSession,
  });
  try {
    const { rows } = await db.query<{ session_id: string }>(
      `INSERT INTO hosted_payment_tokens (token_hash, session_id, expires_at, created_at)
       SELECT $1, id, $3, $4 FROM sessions WHERE id = $2 AND refresh_expires_at > $4
       RETURNING session_id`,
      [hashToken(token), sessionId, expiresAt, now],
    );
    if (rows.length === 0) return undefined;
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  return { accessToken: token, expiresAt: expiresAt.toISOString(), tokenType: 'Bearer' };
}

/**
 * The hosted payment page token presented, with its session, or undefined for one this server does
 * not know (or whose session ended). A plain SELECT: the read cache answers it as it does sessions.
 */
export async function findHostedPaymentToken(db: Queryable, token: string): Promise<HostedPaymentGrant | undefined> {
  const { rows } = await db.query<{
    session_id: string;
    shopper_id: string;
    expires_at: Date;
    refresh_expires_at: Date;
  }>(
    `SELECT h.session_id, s.shopper_id, h.expires_at, s.refresh_expires_at
       FROM hosted_payment_tokens h JOIN sessions s ON s.id = h.session_id
      WHERE h.token_hash = $1`,
    [hashToken(token)],
  );
  const row = rows[0];
  return (
    row && {
      sessionId: row.session_id,
      shopperId: row.shopper_id,
      expiresAt: new Date(row.expires_at),
      sessionExpiresAt: new Date(row.refresh_expires_at),
    }
  );
}
