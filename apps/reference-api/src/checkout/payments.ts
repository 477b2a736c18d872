import { checkoutErrorCodes, type CheckoutPayment, type CheckoutPaymentType } from '@aisle/contracts/checkout';
import { fromCents } from '@aisle/contracts';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import { isExpired, type CardRow } from '../wallet/cardRecord';
import { maxGiftCards } from '../wallet/addCard';
import { findCard, listCards, type StoredCardType } from '../wallet/walletCards';
import type { ChosenPayment, CheckoutRecord } from './checkoutRecord';
import { deliveryVendorOf } from './deliveryVendor';
import type { PricedOrder } from './pricing';

/** What a bank card holds when the other cards pay for everything (§4). */
export const holdCents = 100;

/** A card and what it pays, as the payment update or the activation asks. */
export interface PaymentRequest {
  id: string;
  paymentType: CheckoutPaymentType;
  amountCents: number;
}

/** What the order asks of its cards. */
export interface PaymentTerms {
  totalCents: number;
  /** The SNAP-eligible share: the most SNAP EBT can pay. */
  ebtCents: number;
  /** A partner delivers: SNAP EBT is not accepted (the reference rule). */
  partnerDelivers: boolean;
}

/** What the order, priced, asks of its cards. */
export const paymentTerms = (record: CheckoutRecord, priced: PricedOrder): PaymentTerms => ({
  totalCents: priced.totalCents,
  ebtCents: priced.ebtCents,
  partnerDelivers: deliveryVendorOf(record) !== null,
});

/** A chosen card with what it is asked to authorise now. */
export interface FittedPayment {
  card: CardRow;
  paymentType: CheckoutPaymentType;
  amountCents: number;
}

const storedType: Record<CheckoutPaymentType, StoredCardType> = {
  BANK_CARD: 'CREDIT_CARD',
  EBT: 'EBT_CARD',
  GIFT_CARD: 'GIFT_CARD',
};

const invalid = (reason: string) => new ApiError(422, checkoutErrorCodes.paymentInvalid, reason);
const dollars = (cents: number) => `$${fromCents(cents).toFixed(2)}`;

function checkCard(card: CardRow, request: PaymentRequest, terms: PaymentTerms, now: Date): void {
  if (card.card_type !== storedType[request.paymentType]) {
    throw invalid(`The card ending ${card.last_four} cannot pay as ${request.paymentType}.`);
  }
  const balance = card.balance_cents ?? 0;
  if (request.paymentType === 'BANK_CARD' && isExpired(card.expiration_month, card.expiration_year, now)) {
    throw invalid('This payment method is expired. Please select a different payment method.');
  }
  if (request.paymentType === 'EBT') {
    if (terms.partnerDelivers) {
      throw new ApiError(
        422,
        checkoutErrorCodes.paymentTypeNotAccepted,
        'We are currently not accepting this payment type. Please select a different form of payment.',
      );
    }
    if (request.amountCents < 1) throw invalid('The minimum amount you can charge to your SNAP EBT card is $0.01');
    const most = Math.min(balance, terms.ebtCents);
    if (request.amountCents > most) {
      throw invalid(`The maximum amount you can charge to your SNAP EBT card is ${dollars(most)}`);
    }
  }
  if (request.paymentType === 'GIFT_CARD') {
    if (balance === 0) throw invalid('Gift cards with a $0 balance cannot be used.');
    if (request.amountCents < 1) throw invalid('The minimum amount you can charge to a gift card is $0.01');
    if (request.amountCents > balance) {
      throw invalid(`The gift card ending ${card.last_four} has ${dollars(balance)} left.`);
    }
  }
}

/**
 * Checks a payment update (wallet spec §3 "Payment update payload") against the shopper's wallet
 * and the order: the shopper's own cards, at most one bank card and one SNAP EBT card, SNAP EBT
 * between $0.01 and the lesser of its balance and the SNAP-eligible total, gift cards within their
 * balance. A bank card's amount is not taken from the request: it pays what the others leave.
 */
export async function choosePayments(
  db: Queryable,
  shopperId: string,
  requests: readonly PaymentRequest[],
  terms: PaymentTerms,
  now: Date,
): Promise<ChosenPayment[]> {
  if (new Set(requests.map((request) => request.id)).size < requests.length) {
    throw invalid('A card can pay only once for an order.');
  }
  const count = (type: CheckoutPaymentType) => requests.filter((request) => request.paymentType === type).length;
  if (count('BANK_CARD') > 1) throw invalid('Only one credit or debit card can pay for an order.');
  if (count('EBT') > 1) throw invalid('Only one SNAP EBT card can be used.');
  if (count('GIFT_CARD') > maxGiftCards) throw invalid(`At most ${maxGiftCards} gift cards can pay for an order.`);
  for (const request of requests) checkCard(await findCard(db, shopperId, request.id), request, terms, now);
  const others = requests.filter((request) => request.paymentType !== 'BANK_CARD');
  if (others.reduce((total, request) => total + request.amountCents, 0) > terms.totalCents) {
    throw invalid('The payments add up to more than the order total.');
  }
  return requests.map((request) => ({
    cardId: request.id,
    paymentType: request.paymentType,
    amountCents: request.paymentType === 'BANK_CARD' ? 0 : request.amountCents,
  }));
}

/**
 * What each chosen card authorises for the order as it is now: SNAP EBT first, then the gift cards,
 * each within what it was given, its balance and what is left; the bank card takes the rest, or the
 * $1 hold when nothing is left. A card that left the wallet is left out.
 */
export async function fitPayments(
  db: Queryable,
  shopperId: string,
  chosen: readonly ChosenPayment[],
  terms: PaymentTerms,
): Promise<FittedPayment[]> {
  if (chosen.length === 0) return [];
  const cards = new Map((await listCards(db, shopperId)).map((card) => [card.id, card]));
  let left = terms.totalCents;
  const amounts = new Map<string, number>();
  for (const type of ['EBT', 'GIFT_CARD'] as const) {
    for (const payment of chosen.filter((each) => each.paymentType === type)) {
      const card = cards.get(payment.cardId);
      const ceiling = Math.min(
        payment.amountCents,
        card?.balance_cents ?? 0,
        left,
        type === 'EBT' ? terms.ebtCents : left,
      );
      amounts.set(payment.cardId, Math.max(0, ceiling));
      left -= Math.max(0, ceiling);
    }
  }
  return chosen.flatMap((payment) => {
    const card = cards.get(payment.cardId);
    if (!card) return [];
    const amountCents = payment.paymentType === 'BANK_CARD' ? left || holdCents : (amounts.get(card.id) ?? 0);
    return [{ card, paymentType: payment.paymentType, amountCents }];
  });
}

export const toCheckoutPayment = (payment: FittedPayment): CheckoutPayment => ({
  id: payment.card.id,
  paymentType: payment.paymentType,
  amountToAuthorize: fromCents(payment.amountCents),
  lastFour: payment.card.last_four,
  brand: payment.card.brand,
  // The vault keys a card by its wallet id, as the wallet's vaultCardId says.
  vaultId: payment.card.id,
});
