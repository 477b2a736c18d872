import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { serverKey } from '../secrets/serverKeys';
import type { PinEntryRefusalCode } from '@aisle/contracts/wallet';

/*
 * The PIN widget's `encryptedPin` (wallet spec §3 "sent as encryptedPin", §7), bound so that it
 * cannot be replayed. The widget's server seals, with AES-256-GCM under AISLE_PIN_KEY:
 *
 * - the PIN;
 * - the card it was typed for: the wallet names the card's paymentGram in the frame's `submit`, and
 *   this server resolves it to the card's id;
 * - that card's shopper. The frame cannot know whose session embeds it (its origin sees no
 *   storefront credentials, and handing it the access token would spread the token to a second
 *   origin), but the card it was typed for has one owner, and paymentGrams are 192-bit random
 *   values only their owner's session is given;
 * - an expiry `pinEntryTtlMs` on, and a random nonce.
 *
 * The balance check opens it (any changed byte fails the GCM tag) and accepts it only from that
 * shopper, for that card, before the expiry, and once: its nonce is written to `spent_pin_nonces`
 * in the check's transaction. A refused entry counts no PIN attempt.
 */

/** How long an encrypted PIN can be used: the shopper presses Confirm right after typing it. */
export const pinEntryTtlMs = 5 * 60 * 1000;

/**
 * How long a spent nonce is kept after its PIN expired. An expired PIN is refused before its nonce is
 * looked at, so one server needs none; several on one PostgreSQL may disagree about the time by
 * this much without a PIN becoming usable twice.
 */
export const spentNonceGraceMs = pinEntryTtlMs;

const pinKey = () => serverKey('pin');

/** Who and what a PIN was typed for: ids as this server knows them. */
export interface PinBinding {
  shopperId: string;
  cardId: string;
}

/** An opened `encryptedPin`. */
export interface PinEntry extends PinBinding {
  pin: string;
  nonce: string;
  expiresAt: Date;
}

const ivBytes = 12;
const tagBytes = 16;
// Authenticated with the ciphertext: this key's ciphertexts of anything else never open as a PIN entry.
const associatedData = Buffer.from('aisle-secure-fields:encryptedPin:v2', 'utf8');
/** The longest `encryptedPin` the balance check reads (a sealed entry is about 210 characters). */
export const maxEncryptedPinLength = 400;

interface SealedClaims {
  /** The PIN. */
  p: string;
  /** Shopper id. */
  s: string;
  /** Card id. */
  c: string;
  /** Nonce. */
  n: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

/** The PIN widget's `encryptedPin`: base64url of iv ‖ AES-256-GCM(claims) ‖ tag, valid `pinEntryTtlMs` from `now`. */
export function sealPin(pin: string, binding: PinBinding, now: Date, key = pinKey()): string {
  const claims: SealedClaims = {
    p: pin,
    s: binding.shopperId,
    c: binding.cardId,
    n: randomBytes(16).toString('base64url'),
    e: now.getTime() + pinEntryTtlMs,
  };
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

const isText = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value);

/** What an `encryptedPin` holds, or undefined for anything this server's PIN widget did not seal, or changed. */
export function openPin(encrypted: string, key = pinKey()): PinEntry | undefined {
  if (!new RegExp(`^[A-Za-z0-9_-]{1,${maxEncryptedPinLength}}$`).test(encrypted)) return undefined;
  const bytes = Buffer.from(encrypted, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return undefined;
  let claims: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
    decipher.setAAD(associatedData);
    decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
    const plain = Buffer.concat([decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)), decipher.final()]);
    claims = JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { p, s, c, n, e } = claims as Partial<Record<keyof SealedClaims, unknown>>;
  if (!isText(p, /^\d{4}$/) || !isText(s, /^[\w-]{1,64}$/) || !isText(c, /^[\w-]{1,64}$/)) return undefined;
  if (!isText(n, /^[\w-]{16,64}$/) || typeof e !== 'number' || !Number.isSafeInteger(e)) return undefined;
  return { pin: p, shopperId: s, cardId: c, nonce: n, expiresAt: new Date(e) };
}

/** The paymentGrams this server issues (base64url); anything else names no card. */
const paymentGramShape = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * What a PIN typed for the card with this paymentGram is bound to: the SNAP EBT card and its
 * shopper, or undefined when no EBT card has it (the PIN widget then seals nothing).
 */
export async function pinBindingFor(db: Queryable, paymentGram: string): Promise<PinBinding | undefined> {
  if (!paymentGramShape.test(paymentGram)) return undefined;
  const { rows } = await db.query<{ id: string; shopper_id: string }>(
    `SELECT id, shopper_id FROM wallet_cards WHERE payment_gram = $1 AND card_type = 'EBT_CARD'`,
    [paymentGram],
  );
  const row = rows[0];
  return row ? { shopperId: row.shopper_id, cardId: row.id } : undefined;
}

const refusalReasons: Record<PinEntryRefusalCode, string> = {
  PIN_EXPIRED: 'This PIN entry has expired. Please enter your SNAP EBT PIN again.',
  PIN_ALREADY_USED: 'This PIN entry has already been used. Please enter your SNAP EBT PIN again.',
  PIN_OTHER_CARD: 'This PIN was entered for another card. Please enter your SNAP EBT PIN again.',
  PIN_OTHER_SHOPPER: 'This PIN was entered on another account. Please enter your SNAP EBT PIN again.',
};

/** 422: the encrypted PIN is readable but cannot be used for this call; the shopper types it again. */
export const pinEntryRefused = (code: PinEntryRefusalCode) => new ApiError(422, code, refusalReasons[code]);

/**
 * Accepts a PIN entry for one use by this shopper on this card, or throws `pinEntryRefused`. Run it
 * in the transaction of the check, after the card was found (and locked) and before the PIN is
 * compared: two checks with one entry cannot both spend it, and a throw spends nothing.
 */
export async function spendPinEntry(
  tx: Queryable,
  entry: PinEntry,
  { shopperId, cardId }: PinBinding,
  now: Date,
): Promise<void> {
  if (entry.expiresAt.getTime() <= now.getTime()) throw pinEntryRefused('PIN_EXPIRED');
  if (entry.shopperId !== shopperId) throw pinEntryRefused('PIN_OTHER_SHOPPER');
  if (entry.cardId !== cardId) throw pinEntryRefused('PIN_OTHER_CARD');
  // Nonces are forgotten once their PINs have expired for a while: the table holds minutes of checks.
  await tx.query('DELETE FROM spent_pin_nonces WHERE expires_at <= $1', [new Date(now.getTime() - spentNonceGraceMs)]);
  const { rows } = await tx.query<{ nonce: string }>(
    `INSERT INTO spent_pin_nonces (nonce, expires_at, spent_at) VALUES ($1, $2, $3)
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [entry.nonce, entry.expiresAt, now],
  );
  if (rows.length === 0) throw pinEntryRefused('PIN_ALREADY_USED');
}
