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

/** What presenting a refresh token comes to. */
export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: IssuedTokens }
  /** A token its session already rotated out: the session, the whole token family, is revoked. */
  | { kind: 'reused' }
  /** Unknown or expired. */
  | { kind: 'refused' };

/**
 * Swaps a live refresh token for a new pair (rotation: the old access and refresh tokens stop at
 * once) and remembers the old refresh token as spent. A spent one presented again means two
 * holders, one of them not the shopper: the session is ended, which revokes every token of it.
 */
export async function refreshSession(
  db: Queryable,
  refreshToken: string,
  now: Date,
  lifetimes: TokenLifetimes,
): Promise<RefreshOutcome> {
  const { tokens, accessExpiresAt, refreshExpiresAt } = issue(now, lifetimes);
  const presented = hashToken(refreshToken);
  const { rows: rotated } = await db.query<{ session_id: string }>(
    `WITH rotated AS (
       UPDATE sessions
          SET access_token_hash = $2, refresh_token_hash = $3, access_expires_at = $4, refresh_expires_at = $5,
              refreshed_at = $6
        WHERE refresh_token_hash = $1 AND refresh_expires_at > $6
        RETURNING id
     )
     INSERT INTO spent_refresh_tokens (token_hash, session_id, spent_at) SELECT $1, id, $6 FROM rotated
     RETURNING session_id`,
    [presented, hashToken(tokens.accessToken), hashToken(tokens.refreshToken), accessExpiresAt, refreshExpiresAt, now],
  );
  if (rotated.length > 0) return { kind: 'refreshed', tokens };
  const { rows: revoked } = await db.query<{ id: string }>(
    'DELETE FROM sessions WHERE id = (SELECT session_id FROM spent_refresh_tokens WHERE token_hash = $1) RETURNING id',
    [presented],
  );
  return revoked.length > 0 ? { kind: 'reused' } : { kind: 'refused' };
}

/**
 * The session an access token belongs to, expired or not. Every signed-in call asks, so the same
 * token within a second is answered by the read cache (db/readCache.ts).
 */
export async function findSession(db: Queryable, accessToken: string): Promise<Session | undefined> {
  const { rows } = await db.query<{ id: string; shopper_id: string; access_expires_at: Date }>(
    'SELECT id, shopper_id, access_expires_at FROM sessions WHERE access_token_hash = $1',
    [hashToken(accessToken)],
  );
  const row = rows[0];
  return row && { id: row.id, shopperId: row.shopper_id, accessExpiresAt: new Date(row.access_expires_at) };
}

/** Ends the session of either token: a browser after a reload may hold only its refresh cookie. */
export async function endSession(
  db: Queryable,
  tokens: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<void> {
  const hash = (token: string | undefined) => (token ? hashToken(token) : null);
  await db.query('DELETE FROM sessions WHERE access_token_hash = $1 OR refresh_token_hash = $2', [
    hash(tokens.accessToken),
    hash(tokens.refreshToken),
  ]);
}

/** Makes every access token of the shopper expire now (test mode); their refresh tokens still work. */
export async function expireAccessTokens(db: Queryable, shopperId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE sessions SET access_expires_at = $2 WHERE shopper_id = $1 AND access_expires_at > $2 RETURNING id',
    [shopperId, now],
  );
  return rows.length;
}
