import { randomBytes, randomUUID } from 'node:crypto';
import { onlyRow, type Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isUuid } from '../http/fields';
import { cardBillingValues, cardColumns, isExpired, toCardBillingColumns, type CardRow } from './cardRecord';
import { hashPin } from './pins';
import type { Address, AppName } from '@aisle/contracts';
import type { CardBrand, CardType } from '@aisle/contracts/wallet';

/** This server stores bank cards as CREDIT_CARD. */
export type StoredCardType = Exclude<CardType, 'BANK_CARD'>;

/** Another shopper's card, or an id that is no card, is simply not found: never their data. */
export const cardNotFound = () =>
  new ApiError(
    404,
    'CARD_NOT_FOUND',
    "Card couldn't be found on this account, please make sure you're logged into the right account.",
  );

/** What is stored for a new card: token-derived data only, never the number. */
export interface NewCard {
  cardType: StoredCardType;
  brand: CardBrand;
  firstSix: string | null;
  lastFour: string;
  expirationMonth: string | null;
  expirationYear: string | null;
  firstName: string | null;
  lastName: string | null;
  /** A bank card's own billing address. */
  billing: Address | null;
  panFingerprint: string;
  /** EBT and gift cards: kept only as a keyed hash. */
  pin: string | null;
  balanceCents: number | null;
  cashCents: number | null;
}

/** Every card of the shopper; the routes order them for the calling app. */
export async function listCards(db: Queryable, shopperId: string): Promise<CardRow[]> {
  const { rows } = await db.query<CardRow>(`SELECT ${cardColumns} FROM wallet_cards c WHERE c.shopper_id = $1`, [
    shopperId,
  ]);
  return rows;
}

/** The shopper's card, locked for the rest of the transaction when asked; CARD_NOT_FOUND otherwise. */
export async function findCard(db: Queryable, shopperId: string, cardId: string, lock = false): Promise<CardRow> {
  if (!isUuid(cardId)) throw cardNotFound();
  const { rows } = await db.query<CardRow>(
    `SELECT ${cardColumns} FROM wallet_cards c WHERE c.id = $1 AND c.shopper_id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [cardId, shopperId],
  );
  const row = rows[0];
  if (!row) throw cardNotFound();
  return row;
}

/** The shopper's card of this kind with this payment gram (balance checks); CARD_NOT_FOUND otherwise. */
export async function findCardByPaymentGram(
  db: Queryable,
  shopperId: string,
  paymentGram: string,
  cardType: StoredCardType,
  lock = false,
): Promise<CardRow> {
  const { rows } = await db.query<CardRow>(
    `SELECT ${cardColumns} FROM wallet_cards c
      WHERE c.shopper_id = $1 AND c.payment_gram = $2 AND c.card_type = $3${lock ? ' FOR UPDATE OF c' : ''}`,
    [shopperId, paymentGram, cardType],
  );
  const row = rows[0];
  if (!row) throw cardNotFound();
  return row;
}

export async function countCards(tx: Queryable, shopperId: string, cardType: StoredCardType): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM wallet_cards WHERE shopper_id = $1 AND card_type = $2',
    [shopperId, cardType],
  );
  return rows[0]?.count ?? 0;
}

/** Whether a card of the shopper that has not expired has this number already. */
export async function hasLiveCard(
  tx: Queryable,
  shopperId: string,
  panFingerprint: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ expiration_month: string | null; expiration_year: string | null }>(
    'SELECT expiration_month, expiration_year FROM wallet_cards WHERE shopper_id = $1 AND pan_fingerprint = $2',
    [shopperId, panFingerprint],
  );
  return rows.some((row) => !isExpired(row.expiration_month, row.expiration_year, now));
}

/**
 * A card as it would be stored. `save: false` answers this without inserting it: the flyout keeps
 * an unsaved card for the one order.
 */
export function cardRow(card: NewCard, now: Date): CardRow {
  const id = randomUUID();
  return {
    id,
    card_type: card.cardType,
    brand: card.brand,
    first_six: card.firstSix,
    last_four: card.lastFour,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    first_name: card.firstName,
    last_name: card.lastName,
    ...toCardBillingColumns(card.billing),
    pan_fingerprint: card.panFingerprint,
    payment_gram: randomBytes(24).toString('base64url'),
    pin_hash: card.pin === null ? null : hashPin(id, card.pin),
    balance_cents: card.balanceCents,
    cash_cents: card.cashCents,
    balance_checked_at: null,
    pin_failures: 0,
    created_at: now,
    modified_at: now,
    default_applications: [],
  };
}

export async function insertCard(tx: Queryable, shopperId: string, card: NewCard, now: Date): Promise<CardRow> {
  const row = cardRow(card, now);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO wallet_cards (id, shopper_id, card_type, brand, first_six, last_four, expiration_month, expiration_year,
       first_name, last_name, billing_street, billing_unit, billing_city, billing_state, billing_postal_code,
       billing_country, pan_fingerprint, payment_gram, pin_hash, balance_cents, cash_cents, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)
     RETURNING id`,
    [
      row.id,
      shopperId,
      row.card_type,
      row.brand,
      row.first_six,
      row.last_four,
      row.expiration_month,
      row.expiration_year,
      row.first_name,
      row.last_name,
      ...cardBillingValues(row),
      row.pan_fingerprint,
      row.payment_gram,
      row.pin_hash,
      row.balance_cents,
      row.cash_cents,
      now,
    ],
  );
  return findCard(tx, shopperId, onlyRow(rows).id);
}

/** What an edit changes (§3 "Edit card request"). */
export interface CardEdit {
  expirationMonth: string;
  expirationYear: string;
  firstName: string;
  lastName: string;
  billing: Address;
}

export async function updateCard(
  tx: Queryable,
  shopperId: string,
  cardId: string,
  edit: CardEdit,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE wallet_cards
        SET expiration_month = $3, expiration_year = $4, first_name = $5, last_name = $6, billing_street = $7,
            billing_unit = $8, billing_city = $9, billing_state = $10, billing_postal_code = $11, billing_country = $12,
            modified_at = $13
      WHERE id = $1 AND shopper_id = $2`,
    [
      cardId,
      shopperId,
      edit.expirationMonth,
      edit.expirationYear,
      edit.firstName,
      edit.lastName,
      ...cardBillingValues(toCardBillingColumns(edit.billing)),
      now,
    ],
  );
}

/** Makes the card the preferred one of its kind in this app, which unsets the one before (§4). */
export async function setPreferred(tx: Queryable, shopperId: string, app: AppName, card: CardRow): Promise<void> {
  await tx.query(
    `INSERT INTO wallet_preferred_cards (shopper_id, app_name, card_type, card_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shopper_id, app_name, card_type) DO UPDATE SET card_id = EXCLUDED.card_id`,
    [shopperId, app, card.card_type, card.id],
  );
}

export async function clearPreferred(tx: Queryable, shopperId: string, app: AppName, cardId: string): Promise<void> {
  await tx.query('DELETE FROM wallet_preferred_cards WHERE shopper_id = $1 AND app_name = $2 AND card_id = $3', [
    shopperId,
    app,
    cardId,
  ]);
}

export async function deleteCard(db: Queryable, shopperId: string, cardId: string): Promise<void> {
  if (!isUuid(cardId)) throw cardNotFound();
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM wallet_cards WHERE id = $1 AND shopper_id = $2 RETURNING id',
    [cardId, shopperId],
  );
  if (rows.length === 0) throw cardNotFound();
}
