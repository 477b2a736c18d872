// Who pays what (checkout spec §3 "Payment entry", "Payment method payload", §4; wallet spec §3
// "Payment update payload (checkout)"): SNAP EBT pays its amount, gift cards their balances, and
// the bank card what the others leave. Reckoned in cents, so shares always add up to the total.
import type { CheckoutPaymentType, PaymentMethods, PaymentUpdate } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { balanceAmount, cardGroup } from '@aisle/wallet';

/** One card and the dollars it pays. */
export interface CardShare {
  card: WalletCard;
  amount: number;
}

/** The chosen cards and their shares: one bank card, at most one SNAP EBT card, any gift cards. */
export interface PaymentSplit {
  bank: CardShare | undefined;
  ebt: CardShare | undefined;
  gifts: CardShare[];
}

export interface PaymentSplitOptions {
  /** The order's estimated total (`summary.cost.total`). */
  total: number;
  /** What the SNAP EBT card is to pay, when one is chosen (see `snapAmountRange`). */
  ebtAmount: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

/**
 * The shares of the chosen cards: SNAP EBT first, up to `ebtAmount`; then each gift card, in the
 * order chosen, up to its balance; the bank card takes what is left, $0 when the others cover the
 * order (the service then authorises the $1 hold, §4).
 */
export function splitPayment(
  selection: readonly WalletCard[],
  { total, ebtAmount }: PaymentSplitOptions,
): PaymentSplit {
  let left = Math.max(0, cents(total));
  const take = (wanted: number) => {
    const taken = Math.max(0, Math.min(wanted, left));
    left -= taken;
    return dollars(taken);
  };
  const ebtCard = selection.find((card) => cardGroup(card) === 'ebt');
  const ebt = ebtCard ? { card: ebtCard, amount: take(cents(ebtAmount)) } : undefined;
  const gifts = selection
    .filter((card) => cardGroup(card) === 'gift')
    .map((card) => ({ card, amount: take(cents(balanceAmount(card.balance) ?? 0)) }));
  const bankCard = selection.find((card) => cardGroup(card) === 'bank');
  const bank = bankCard ? { card: bankCard, amount: dollars(left) } : undefined;
  return { bank, ebt, gifts };
}

/** §4: no bank card amount is charged, so a $1 hold is authorised on it. */
export const bankCardHold = 1;

export const paysNothingByBankCard = (split: PaymentSplit) => split.bank !== undefined && split.bank.amount === 0;

function update({ card, amount }: CardShare, paymentType: CheckoutPaymentType): PaymentUpdate {
  if (paymentType === 'BANK_CARD') return { id: card.id, paymentType, amount };
  return { id: card.id, paymentType, balance: balanceAmount(card.balance) ?? null, amount };
}

/** The payment update's `payments` (wallet spec §3): the bank card, the SNAP EBT card, the gift cards. */
export function paymentUpdates(split: PaymentSplit): PaymentUpdate[] {
  return [
    ...(split.bank ? [update(split.bank, 'BANK_CARD')] : []),
    ...(split.ebt ? [update(split.ebt, 'EBT')] : []),
    ...split.gifts.map((share) => update(share, 'GIFT_CARD')),
  ];
}

/** Whether the SNAP EBT card pays anything: then Place order asks for its PIN first. */
export const ebtPays = (split: PaymentSplit) => split.ebt !== undefined && split.ebt.amount > 0;

/**
 * The activation's `paymentMethods` (§3 "Payment method payload"): each paying card's id and
 * amount; the SNAP EBT card with its program and the PIN the wallet's PIN widget sealed for it.
 * A gift card left nothing to pay is not sent.
 */
export function paymentMethodsFor(split: PaymentSplit, encryptedPin?: string): PaymentMethods {
  const paid = ({ card, amount }: CardShare) => ({ card: { id: card.id }, amount });
  const { ebt } = split;
  if (ebt && ebt.amount > 0 && !encryptedPin) throw new Error('A SNAP EBT payment needs the encrypted PIN.');
  return {
    bankCards: split.bank ? [paid(split.bank)] : [],
    ebtCards: ebt && ebt.amount > 0 && encryptedPin ? [{ ...paid(ebt), program: 'SNAP' as const, encryptedPin }] : [],
    giftCards: split.gifts.filter((share) => share.amount > 0).map(paid),
  };
}
