import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { hashToken, newToken } from '../auth/tokens';
import { serverKey } from '../secrets/serverKeys';

const fingerprintKey = () => serverKey('card');

/** How long a low-value token can be spent: the shopper submits the form right after the frame answers. */
export const cardTokenTtlMs = 15 * 60 * 1000;

/** A keyed fingerprint of a card number: equal numbers match, and the number cannot be read back. */
export function fingerprintPan(pan: string): string {
  return createHmac('sha256', fingerprintKey()).update(pan.replace(/\D/g, '')).digest('hex');
}

export type CardTokenKind = 'card' | 'cvv';

/** What the vault keeps of a tokenised card: never the number or the CVV. */
export interface TokenisedCard {
  kind: CardTokenKind;
  brand: string | null;
  firstSix: string | null;
  lastFour: string | null;
  expirationMonth: string | null;
  expirationYear: string | null;
  panFingerprint: string | null;
}

/** Stores a tokenised card and returns its low-value token (the frame's checkoutId). */
export async function issueCardToken(db: Queryable, card: TokenisedCard, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO card_tokens (token_hash, kind, brand, first_six, last_four, expiration_month, expiration_year,
       pan_fingerprint, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashToken(token),
      card.kind,
      card.brand,
      card.firstSix,
      card.lastFour,
      card.expirationMonth,
      card.expirationYear,
      card.panFingerprint,
      now,
      new Date(now.getTime() + cardTokenTtlMs),
    ],
  );
  return token;
}

interface CardTokenRow {
  kind: CardTokenKind;
  brand: string | null;
  first_six: string | null;
  last_four: string | null;
  expiration_month: string | null;
  expiration_year: string | null;
  pan_fingerprint: string | null;
}

/**
 * Spends a low-value token: the card it stands for, or undefined when it is unknown, expired,
 * already spent or of another kind. Run it in the transaction that stores the card.
 */
export async function spendCardToken(
  db: Queryable,
  token: string,
  kind: CardTokenKind,
  now: Date,
): Promise<TokenisedCard | undefined> {
  const { rows } = await db.query<CardTokenRow>(
    `UPDATE card_tokens SET used_at = $3
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING kind, brand, first_six, last_four, expiration_month, expiration_year, pan_fingerprint`,
    [hashToken(token), kind, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind: row.kind,
    brand: row.brand,
    firstSix: row.first_six,
    lastFour: row.last_four,
    expirationMonth: row.expiration_month,
    expirationYear: row.expiration_year,
    panFingerprint: row.pan_fingerprint,
  };
}
