// How much the SNAP EBT card pays (checkout spec §5 "SNAP EBT amount", §9): at least $0.01 or the
// minimum authorised amount when known, at most the lesser of the SNAP balance and the order's
// SNAP-eligible total, typed cents-style.
import type { CheckoutCost } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { formatMoney } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { balanceAmount } from '@aisle/wallet';
import { number, object, type input, type output } from 'zod';
import type { payingWithMessages } from './payingWithMessages';

export const snapAmountLimits = {
  /** §9: "Minimum SNAP EBT charge $0.01". */
  minimum: 0.01,
  /** §5: "up to 20 characters". */
  inputMaxLength: 20,
} as const;

export interface SnapAmountRange {
  min: number;
  max: number;
}

/**
 * The amounts the card may pay: at most the lesser of its SNAP balance, once known, and the order's
 * SNAP-eligible total (`summary.cost.ebtTotal`), the SNAP-eligible total alone while the balance is
 * unchecked; at least the minimum authorised amount when the service knows one
 * (`summary.cost.ebtMinimum`), $0.01 otherwise.
 */
export function snapAmountRange(
  ebtCard: WalletCard,
  cost: Pick<CheckoutCost, 'ebtTotal' | 'ebtMinimum'>,
): SnapAmountRange {
  const { ebtTotal, ebtMinimum } = cost;
  const balance = balanceAmount(ebtCard.balance);
  const max = Math.max(0, balance === undefined ? ebtTotal : Math.min(balance, ebtTotal));
  return { min: Math.max(snapAmountLimits.minimum, ebtMinimum ?? 0), max };
}

/** What the card pays: the shopper's amount, never over the most it may; the most it may until they choose. */
export const snapAmountToPay = (range: SnapAmountRange, chosen: number | undefined) =>
  chosen === undefined ? range.max : Math.min(chosen, range.max);

export type SnapAmountMessages = Pick<
  typeof payingWithMessages,
  'payingWithSnapAmountRequired' | 'payingWithSnapAmountMinimum' | 'payingWithSnapAmountMaximum'
>;

/** The form's one field, in cents as the currency input gives it; `null` while empty. */
export function snapAmountSchema(messages: SnapAmountMessages, { min, max }: SnapAmountRange) {
  return object({
    cents: number()
      .int()
      .nullable()
      .superRefine((cents, context) => {
        if (cents === null) {
          context.addIssue({ code: 'custom', message: messages.payingWithSnapAmountRequired });
        } else if (cents < Math.round(min * 100)) {
          const amount = formatMoney(min);
          context.addIssue({ code: 'custom', message: format(messages.payingWithSnapAmountMinimum, { amount }) });
        } else if (cents > Math.round(max * 100)) {
          const amount = formatMoney(max);
          context.addIssue({ code: 'custom', message: format(messages.payingWithSnapAmountMaximum, { amount }) });
        }
      })
      .transform((cents) => (cents ?? 0) / 100),
  });
}

export type SnapAmountInput = input<ReturnType<typeof snapAmountSchema>>;
export type SnapAmountValues = output<ReturnType<typeof snapAmountSchema>>;
