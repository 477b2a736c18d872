import type { Queryable } from '../db/Database';
import { hashToken, newToken } from './tokens';

export interface TokenLifetimes {
  accessSeconds: number;
  refreshSeconds: number;
}

/** What sign-in and refresh answer, inside `data`. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working (ISO 8601). */
  expiresAt: string;
  tokenType: 'Bearer';
}

export interface Session {
  id: string;
  shopperId: string;
  accessExpiresAt: Date;
}

function issue(now: Date, lifetimes: TokenLifetimes) {
  const accessExpiresAt = new Date(now.getTime() + lifetimes.accessSeconds * 1000);
  const refreshExpiresAt = new Date(now.getTime() + lifetimes.refreshSeconds * 1000);
  const tokens: IssuedTokens = {
    accessToken: newToken(),
    refreshToken: newToken(),
    expiresAt: accessExpiresAt.toISOString(),
    tokenType: 'Bearer',
  };
  return { tokens, accessExpiresAt, refreshExpiresAt };
}

export async function startSession(
  db: Queryable,
  shopperId: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<IssuedTokens> {
  const { tokens, accessExpiresAt, refreshExpiresAt } = issue(now, lifetimes);
  // Sessions nobody can refresh any more are dead weight; sign-in is a cheap moment to drop them.
  await db.query('DELETE FROM sessions WHERE shopper_id = $1 AND refresh_expires_at <= $2', [shopperId, now]);
  await db.query(
    `INSERT INTO sessions (shopper_id, access_token_hash, refresh_token_hash, access_expires_at, refresh_expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [shopperId, hashToken(tokens.accessToken), hashToken(tokens.refreshToken), accessExpiresAt, refreshExpiresAt, now],
  );
  return tokens;
}

/** How long a rotated-out refresh token still works: enough for a reload racing its own refresh. */
export const refreshReuseSeconds = 30;

/**
 * Swaps a live refresh token for a new pair (rotation: the old access token stops at once). The
 * refresh token just replaced stays good for `refreshReuseSeconds` from that rotation, so a tab
 * that reloaded before storing the new pair is not signed out; reusing it does not extend the
 * window. Undefined when the token is unknown or expired.
 */
export async function refreshSession(
  db: Queryable,
  refreshToken: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<IssuedTokens | undefined> {
  const { tokens, accessExpiresAt, refreshExpiresAt } = issue(now, lifetimes);
  const presented = hashToken(refreshToken);
  // Right-hand sides read the row as it was, so the CASEs see the refresh token being replaced.
  const { rows } = await db.query<{ id: string }>(
    `UPDATE sessions
        SET access_token_hash = $2, refresh_token_hash = $3, access_expires_at = $4, refresh_expires_at = $5,
            refreshed_at = $6,
            previous_refresh_token_hash = CASE WHEN refresh_token_hash = $1 THEN $1 ELSE previous_refresh_token_hash END,
            previous_refresh_valid_until = CASE WHEN refresh_token_hash = $1 THEN $7 ELSE previous_refresh_valid_until END
      WHERE refresh_expires_at > $6
        AND (refresh_token_hash = $1 OR (previous_refresh_token_hash = $1 AND previous_refresh_valid_until > $6))
      RETURNING id`,
    [
      presented,
      hashToken(tokens.accessToken),
      hashToken(tokens.refreshToken),
      accessExpiresAt,
      refreshExpiresAt,
      now,
      new Date(now.getTime() + refreshReuseSeconds * 1000),
    ],
  );
  return rows.length > 0 ? tokens : undefined;
}

/** The session an access token belongs to, expired or not. */
export async function findSession(db: Queryable, accessToken: string): Promise<Session | undefined> {
  const { rows } = await db.query<{ id: string; shopper_id: string; access_expires_at: Date }>(
    'SELECT id, shopper_id, access_expires_at FROM sessions WHERE access_token_hash = $1',
    [hashToken(accessToken)],
  );
  const row = rows[0];
  return row && { id: row.id, shopperId: row.shopper_id, accessExpiresAt: new Date(row.access_expires_at) };
}

export async function endSession(db: Queryable, accessToken: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE access_token_hash = $1', [hashToken(accessToken)]);
}

/** Makes every access token of the shopper expire now (test mode); their refresh tokens still work. */
export async function expireAccessTokens(db: Queryable, shopperId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE sessions SET access_expires_at = $2 WHERE shopper_id = $1 AND access_expires_at > $2 RETURNING id',
    [shopperId, now],
  );
  return rows.length;
}
