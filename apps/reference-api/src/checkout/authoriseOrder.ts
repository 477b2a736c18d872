import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { openPin, spendPinEntry } from '../secureFields/pinEntry';
import { attemptPin } from '../wallet/balances';
import { findCard } from '../wallet/walletCards';
import { declineFor, type DeclineCard } from './declineCards';
import type { FittedPayment } from './payments';

/**
 * How authorising went: a refused PIN must be committed (the attempt counts) and then answered; a
 * decline is the caller's to answer (a modification's late rejection cancels the order).
 */
export type AuthorisationOutcome =
  | { kind: 'authorised' }
  | { kind: 'pinRefused'; error: ApiError }
  | { kind: 'declined'; decline: DeclineCard; error: ApiError };

const pinMissing = () =>
  new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid encryptedPin.', [
    { field: 'encryptedPin', message: 'A SNAP EBT amount needs the PIN typed into the PIN widget for that card' },
  ]);

/**
 * Authorises the order's cards, in the caller's transaction: the SNAP EBT card's PIN first, with
 * the wallet's PIN machinery (the PIN widget's encryptedPin for that card, used once; a wrong PIN
 * counts towards the lock), then the bank card by the decline table. Gift cards always authorise.
 */
export async function authoriseOrder(
  tx: Queryable,
  shopperId: string,
  payments: readonly FittedPayment[],
  encryptedPins: ReadonlyMap<string, string>,
  stage: DeclineCard['when'],
  now: Date,
): Promise<AuthorisationOutcome> {
  for (const payment of payments.filter((each) => each.paymentType === 'EBT' && each.amountCents > 0)) {
    const encrypted = encryptedPins.get(payment.card.id);
    const entry = encrypted === undefined ? undefined : openPin(encrypted);
    if (!entry) throw pinMissing();
    const card = await findCard(tx, shopperId, payment.card.id, true);
    await spendPinEntry(tx, entry, { shopperId, cardId: card.id }, now);
    const attempt = await attemptPin(tx, card, entry.pin);
    if (attempt === 'wrong') {
      return { kind: 'pinRefused', error: new ApiError(402, 'INVALID_PIN', 'Invalid PIN, please try again.') };
    }
    if (attempt === 'locked') {
      const reason = 'Too Many PIN Attempts. Your SNAP EBT card has been locked.';
      return { kind: 'pinRefused', error: new ApiError(402, 'MAX_PIN_TRIES_EXCEEDED', reason) };
    }
  }
  const bank = payments.find((each) => each.paymentType === 'BANK_CARD');
  const decline = bank && declineFor(bank.card.last_four, stage);
  if (decline) return { kind: 'declined', decline, error: new ApiError(402, decline.code, decline.reason) };
  return { kind: 'authorised' };
}
