// The sums the payment summary shows beside the service's own (checkout spec §2 "Payment summary
// panel", §4 "$1 hold"): pure, added in whole cents so $0.10 + $0.20 is $0.30.
import type { CheckoutCost, CheckoutPayment, CheckoutPaymentType } from '@aisle/contracts/checkout';
import { fromCents, toCents } from '@aisle/contracts';
import { format } from '@aisle/ui';
import type { WalletMessages } from '@aisle/wallet';

/** Dollars added in whole cents. */
export function sumDollars(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((cents, amount) => cents + (toCents(amount) ?? 0), 0));
}

export type SavingsKind = 'coupons' | 'promos' | 'storeSavings';

export interface SavingsPart {
  kind: SavingsKind;
  /** Saved, as a positive amount. */
  amount: number;
}

/** The savings that apply, in the spec's order: coupons, promo codes, store savings. */
export function savingsParts(cost: CheckoutCost): SavingsPart[] {
  const parts: SavingsPart[] = [
    { kind: 'coupons', amount: cost.couponTotal },
    { kind: 'promos', amount: cost.promoTotal },
    { kind: 'storeSavings', amount: cost.yellowTagDiscountTotal },
  ];
  return parts.filter((part) => part.amount > 0);
}

export function regulatoryFeesTotal(cost: CheckoutCost): number {
  return sumDollars(cost.regulatoryFees.map((fee) => fee.amount));
}

/** What modifying changed: the total, split into its SNAP-eligible share and the rest. */
export interface CostChange {
  total: number;
  snap: number;
  nonSnap: number;
}

export function costChange(cost: CheckoutCost, original: CheckoutCost): CostChange {
  const change = (now: number, before: number) => sumDollars([now, -before]);
  return {
    total: change(cost.total, original.total),
    snap: change(cost.ebtTotal, original.ebtTotal),
    nonSnap: change(cost.nonEbtTotal, original.nonEbtTotal),
  };
}

export interface PaymentLine {
  payment: CheckoutPayment;
  /** What the card is asked for: for a hold, the held amount. */
  amount: number;
  /** A bank card that pays nothing and only carries the verification hold ($1). */
  hold: boolean;
}

// The order money is taken in: SNAP EBT for what it may pay, gift cards, then the bank card for the rest.
const paymentOrder: Record<CheckoutPaymentType, number> = { EBT: 0, GIFT_CARD: 1, BANK_CARD: 2 };

/**
 * Each card's share, SNAP EBT first and the bank card last. A bank card is only holding when the
 * other cards cover the whole total (§4: "fully covered by gift cards when the bank card total is
 * 0. A $1 hold is authorised when no bank card amount is charged").
 */
export function paymentLines(cost: CheckoutCost, payments: readonly CheckoutPayment[]): PaymentLine[] {
  const others = sumDollars(payments.filter((p) => p.paymentType !== 'BANK_CARD').map((p) => p.amountToAuthorize));
  const covered = payments.some((p) => p.paymentType !== 'BANK_CARD') && others >= cost.total;
  return [...payments]
    .sort((a, b) => paymentOrder[a.paymentType] - paymentOrder[b.paymentType])
    .map((payment) => ({
      payment,
      amount: payment.amountToAuthorize,
      hold: covered && payment.paymentType === 'BANK_CARD',
    }));
}

/** A bag fee marks the estimated total with '*' and adds its disclaimer. */
export const hasBagFee = (cost: CheckoutCost): boolean => cost.bagFee > 0;

const brandNames: Readonly<Record<string, keyof WalletMessages>> = {
  VISA: 'brandVisa',
  MASTERCARD: 'brandMastercard',
  AMEX: 'brandAmex',
  DISCOVER: 'brandDiscover',
  DINERS: 'brandDiners',
  JCB: 'brandJcb',
  UNIONPAY: 'brandUnionpay',
};

/** A card as the wallet names it: 'Visa ending in 1111', 'Gift card ending in 0019'. */
export function paymentName(payment: CheckoutPayment, messages: WalletMessages): string {
  const { lastFour } = payment;
  if (payment.paymentType === 'EBT') return format(messages.ebtCardDescription, { lastFour });
  if (payment.paymentType === 'GIFT_CARD') return format(messages.giftCardDescription, { lastFour });
  const brand = messages[brandNames[payment.brand.toUpperCase()] ?? 'brandOther'];
  return format(messages.cardDescription, { brand, lastFour });
}
