import { createHash } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { fingerprintPan, spendCardToken } from '../secureFields/vault';
import { lockShopper } from '../shoppers/lockShopper';
import { readBrand } from './cardBrands';
import type { AddCardBody, CreditCardMethod } from './cardBodies';
import { isExpired, type CardRow } from './cardRecord';
import { declinedTestCard, defaultEbtBalance, defaultEbtPin, ebtTestCard, giftTestCard } from './testCards';
import { cardRow, countCards, hasLiveCard, insertCard, setPreferred, type NewCard } from './walletCards';
import type { AppName } from '@aisle/contracts';

/** "Five gift cards are allowed" (§5). */
export const maxGiftCards = 5;
/**
 * The spec sets no limit on credit and debit cards; this server keeps at most 20, so the wallet
 * stays one short answer (GET /payment/v2/wallet has no paging) whatever a script adds.
 */
export const maxBankCards = 20;

export interface WalletContext {
  shopperId: string;
  app: AppName;
  now: Date;
}

export interface AddedCard {
  row: CardRow;
  saved: boolean;
}

export const invalidToken = () =>
  new ApiError(
    400,
    'INVALID_LOW_VALUE_TOKEN',
    'The card details have expired or were already used. Enter the card again.',
  );

const duplicateCard = () =>
  new ApiError(
    409,
    'DUPLICATE_CARD',
    'The card you are trying to add is already in your wallet, please add a different card.',
  );

async function refuseDuplicate(tx: Queryable, context: WalletContext, panFingerprint: string): Promise<void> {
  if (await hasLiveCard(tx, context.shopperId, panFingerprint, context.now)) throw duplicateCard();
}

async function refuseBankCardBeyondLimit(tx: Queryable, context: WalletContext): Promise<void> {
  if ((await countCards(tx, context.shopperId, 'CREDIT_CARD')) < maxBankCards) return;
  throw new ApiError(
    422,
    'BANK_CARD_LIMIT_REACHED',
    `A maximum of ${maxBankCards} credit or debit cards can be saved. To add a new card, you will need to delete another one.`,
  );
}

/** A bank card: everything about the card itself comes from the vault's token, never from the body. */
async function bankCard(tx: Queryable, method: CreditCardMethod, context: WalletContext): Promise<NewCard> {
  const token = await spendCardToken(tx, method.lowValueToken, 'card', context.now);
  const { lastFour, panFingerprint, expirationMonth, expirationYear } = token ?? {};
  if (!token || !lastFour || !panFingerprint || !expirationMonth || !expirationYear) throw invalidToken();
  const declined = declinedTestCard(panFingerprint);
  if (declined) throw new ApiError(declined.status, declined.code, declined.reason);
  if (isExpired(expirationMonth, expirationYear, context.now)) {
    throw new ApiError(
      400,
      'CARD_EXPIRED',
      'This card has expired. Please re-add the card with updated information or use another card.',
    );
  }
  await refuseDuplicate(tx, context, panFingerprint);
  return {
    cardType: 'CREDIT_CARD',
    brand: readBrand(token.brand, token.firstSix),
    firstSix: token.firstSix,
    lastFour,
    expirationMonth,
    expirationYear,
    firstName: method.firstName,
    lastName: method.lastName,
    billing: method.billing,
    panFingerprint,
    pin: null,
    balanceCents: null,
    cashCents: null,
  };
}

// EBT and gift cards have no first six, expiry, holder names or billing address.
const numberOnly = {
  firstSix: null,
  expirationMonth: null,
  expirationYear: null,
  firstName: null,
  lastName: null,
  billing: null,
};

/** A SNAP EBT card: its PIN and balances are the documented ones, or PIN 1234 and the default balances. */
export function newEbtCard(pan: string): NewCard {
  const panFingerprint = fingerprintPan(pan);
  const documented = ebtTestCard(panFingerprint);
  return {
    ...numberOnly,
    cardType: 'EBT_CARD',
    brand: 'EBT',
    lastFour: pan.slice(-4),
    panFingerprint,
    pin: documented?.pin ?? defaultEbtPin,
    balanceCents: documented?.snapCents ?? defaultEbtBalance.snapCents,
    cashCents: documented?.cashCents ?? defaultEbtBalance.cashCents,
  };
}

export function newGiftCard(pan: string, pin: string, balanceCents: number): NewCard {
  return {
    ...numberOnly,
    cardType: 'GIFT_CARD',
    brand: 'NONE',
    lastFour: pan.slice(-4),
    panFingerprint: fingerprintPan(pan),
    pin,
    balanceCents,
    cashCents: null,
  };
}

async function ebtCard(tx: Queryable, pan: string, saving: boolean, context: WalletContext): Promise<NewCard> {
  if (saving && (await countCards(tx, context.shopperId, 'EBT_CARD')) > 0) {
    throw new ApiError(400, 'EBT_CARD_EXISTS', 'EBT card already exists');
  }
  return newEbtCard(pan);
}

/** $5.00 to $199.99, the same for the same number every time. */
function giftCardBalanceCents(pan: string): number {
  return 500 + (createHash('sha256').update(pan).digest().readUInt32BE(0) % 19_500);
}

/** A gift card: a documented number must come with its PIN; any other takes the PIN it is sent with. */
async function giftCard(tx: Queryable, pan: string, pin: string, context: WalletContext): Promise<NewCard> {
  if ((await countCards(tx, context.shopperId, 'GIFT_CARD')) >= maxGiftCards) {
    throw new ApiError(
      422,
      'GIFT_CARD_LIMIT_REACHED',
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    );
  }
  const panFingerprint = fingerprintPan(pan);
  await refuseDuplicate(tx, context, panFingerprint);
  const documented = giftTestCard(panFingerprint);
  if (documented && documented.pin !== pin) {
    throw new ApiError(402, 'GIFT_CARD_INVALID_PIN', 'The gift card number and PIN do not match.');
  }
  const balanceCents = documented?.balanceCents ?? giftCardBalanceCents(pan);
  if (balanceCents === 0) {
    throw new ApiError(402, 'GIFT_CARD_ZERO_BALANCE', 'You cannot add a Gift Card with a $0 balance.');
  }
  return newGiftCard(pan, pin, balanceCents);
}

/**
 * POST /payment/v2/wallet. Run in one transaction: a refusal rolls the token's spending back too.
 * `save: false` answers the card without keeping it; gift cards are always kept (§7).
 */
export async function addCard(tx: Queryable, body: AddCardBody, context: WalletContext): Promise<AddedCard> {
  const method = body.paymentMethod;
  const saving = method.paymentType === 'GIFT_CARD' || body.save !== false;
  await lockShopper(tx, context.shopperId);
  if (method.paymentType === 'CREDIT_CARD' && saving) await refuseBankCardBeyondLimit(tx, context);
  const card =
    method.paymentType === 'CREDIT_CARD'
      ? await bankCard(tx, method, context)
      : method.paymentType === 'EBT_CARD'
        ? await ebtCard(tx, method.pan, saving, context)
        : await giftCard(tx, method.pan, method.pin, context);
  if (!saving) return { row: cardRow(card, context.now), saved: false };
  const row = await insertCard(tx, context.shopperId, card, context.now);
  if (body.defaultCard !== true) return { row, saved: true };
  await setPreferred(tx, context.shopperId, context.app, row);
  return { row: { ...row, default_applications: [...row.default_applications, context.app] }, saved: true };
}
