import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { toAmount, toUsd, type CardRow } from './cardRecord';
import { pinMatches } from './pins';
import { giftTestCard } from './testCards';
import { findCardByPaymentGram } from './walletCards';

/** The third wrong PIN in a row locks the card (§8 code 75); a right PIN then changes nothing. */
export const maxPinFailures = 3;

/** POST /payment/v2/wallet/gift-card/balance: 'USD 25.00'. */
export async function giftCardBalance(db: Queryable, shopperId: string, paymentGram: string): Promise<string> {
  const card = await findCardByPaymentGram(db, shopperId, paymentGram, 'GIFT_CARD');
  if (giftTestCard(card.pan_fingerprint)?.balanceFails) {
    throw new ApiError(503, 'BALANCE_UNAVAILABLE', "We couldn't reach the gift card's issuer. Please try again.");
  }
  return toUsd(card.balance_cents ?? 0);
}

export type EbtBalanceOutcome =
  { kind: 'balance'; snap: string; cash: string } | { kind: 'refused'; code: '55' | '75'; reason: string };

const invalidPin: EbtBalanceOutcome = { kind: 'refused', code: '55', reason: 'Invalid PIN, please try again.' };
const locked: EbtBalanceOutcome = {
  kind: 'refused',
  code: '75',
  reason: 'Your card has been locked due to too many incorrect PIN attempts.',
};

export type PinAttempt = 'accepted' | 'wrong' | 'locked';

/**
 * One try of a SNAP EBT card's PIN, on a card the caller locked (two tries at once must not both see
 * the same count): a wrong PIN counts, the third in a row locks the card, a right one clears the count.
 */
export async function attemptPin(tx: Queryable, card: CardRow, pin: string): Promise<PinAttempt> {
  if (card.pin_failures >= maxPinFailures) return 'locked';
  if (!pinMatches(card.id, pin, card.pin_hash)) {
    const failures = card.pin_failures + 1;
    await tx.query('UPDATE wallet_cards SET pin_failures = $2 WHERE id = $1', [card.id, failures]);
    return failures >= maxPinFailures ? 'locked' : 'wrong';
  }
  await tx.query('UPDATE wallet_cards SET pin_failures = 0 WHERE id = $1', [card.id]);
  return 'accepted';
}

/**
 * POST /payment/v2/wallet/cards/ebt/balance. A refusal is an outcome, not a throw, so the attempt
 * count it records is committed. A right PIN shows the balance on the card from then on.
 */
export async function checkEbtBalance(
  tx: Queryable,
  shopperId: string,
  paymentGram: string,
  pin: string,
  now: Date,
): Promise<EbtBalanceOutcome> {
  const card = await findCardByPaymentGram(tx, shopperId, paymentGram, 'EBT_CARD', true);
  const attempt = await attemptPin(tx, card, pin);
  if (attempt !== 'accepted') return attempt === 'locked' ? locked : invalidPin;
  await tx.query('UPDATE wallet_cards SET balance_checked_at = $2, modified_at = $2 WHERE id = $1', [card.id, now]);
  return { kind: 'balance', snap: toAmount(card.balance_cents ?? 0), cash: toAmount(card.cash_cents ?? 0) };
}
