import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { hashToken, newToken } from '../auth/tokens';
import { serverKey } from '../secrets/serverKeys';
import { findShopperByEmail } from '../shoppers/shoppers';

/** How long a token made by `issueEmailToken` works: an e-mail link is followed days later. */
export const emailTokenTtlMs = 30 * 24 * 60 * 60 * 1000;

/** The shape of an e-mail token worth a query: the demo ones and those `newToken` makes. */
export const looksLikeEmailToken = (value: string) => /^[A-Za-z0-9_-]{16,200}$/.test(value);

/** The shopper an e-mail token belongs to, unless it is unknown or expired. */
export async function shopperOfEmailToken(db: Queryable, token: string, now: Date): Promise<string | undefined> {
  if (!looksLikeEmailToken(token)) return undefined;
  const { rows } = await db.query<{ shopper_id: string }>(
    'SELECT shopper_id FROM email_tokens WHERE token_hash = $1 AND expires_at > $2',
    [hashToken(token), now],
  );
  return rows[0]?.shopper_id;
}

/** Stores a token for a shopper (the seed passes its fixed demo token; tests get a fresh one). */
export async function issueEmailToken(
  db: Queryable,
  shopperId: string,
  now: Date,
  token = newToken(),
  ttlMs = emailTokenTtlMs,
): Promise<string> {
  await db.query('INSERT INTO email_tokens (token_hash, shopper_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    shopperId,
    new Date(now.getTime() + ttlMs),
    now,
  ]);
  return token;
}

const emailKey = () => serverKey('email');

const ivBytes = 12;
const tagBytes = 16;

/** The `X-Encrypted-Email` of an address: AES-256-GCM, base64url of iv ‖ ciphertext ‖ tag. */
export function encryptEmail(email: string, key = emailKey()): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(email.trim().toLowerCase(), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The address inside an `X-Encrypted-Email`, or undefined for anything this server did not encrypt. */
export function decryptEmail(encrypted: string, key = emailKey()): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(encrypted)) return undefined;
  const bytes = Buffer.from(encrypted, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    return Buffer.concat([
      decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The shopper of an `X-Encrypted-Email` header, if it decrypts to a known address. */
export async function shopperOfEncryptedEmail(db: Queryable, encrypted: string): Promise<string | undefined> {
  const email = decryptEmail(encrypted);
  return email === undefined ? undefined : (await findShopperByEmail(db, email))?.id;
}
