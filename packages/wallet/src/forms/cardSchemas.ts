import { object, string } from 'zod';
import type { WalletMessages } from '../messages';
import { walletLimits } from './limits';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** §5 "Cards": a gift card number is 19 digits once hyphens and spaces are stripped; its PIN 4 digits. */
export function giftCardSchema(messages: Pick<WalletMessages, 'giftCardNumberLength' | 'giftCardPinLength'>) {
  return object({
    cardNumber: string()
      .transform(digitsOf)
      .refine((digits) => digits.length === walletLimits.giftCardDigits, messages.giftCardNumberLength),
    pin: string()
      .trim()
      .regex(/^\d{4}$/, messages.giftCardPinLength),
  });
}

/** §5: a SNAP EBT number is 16 to 19 digits. */
export function ebtCardSchema(messages: Pick<WalletMessages, 'ebtCardNumberLength'>) {
  const { min, max } = walletLimits.ebtCardDigits;
  return object({
    cardNumber: string()
      .transform(digitsOf)
      .refine((digits) => digits.length >= min && digits.length <= max, messages.ebtCardNumberLength),
  });
}

export type ExpirationMessages = Pick<
  WalletMessages,
  | 'expirationMonthInvalid'
  | 'expirationMonthFormat'
  | 'expirationYearInvalid'
  | 'expirationDatePast'
  | 'expirationDateUnparsable'
>;

/**
 * §5 "Expiration (edit)": month 01–12 in two digits, a four-digit year, and a date after now. A
 * card is good through the last day of its month, so "after now" means this month or later.
 */
export function expirationSchema(messages: ExpirationMessages, now: () => Date) {
  return object({
    expirationMonth: string()
      .min(1, messages.expirationMonthInvalid)
      .regex(/^\d+$/, messages.expirationDateUnparsable)
      .refine((month) => Number(month) >= 1 && Number(month) <= 12, messages.expirationMonthInvalid)
      .refine((month) => month.length === 2, messages.expirationMonthFormat),
    expirationYear: string()
      .min(1, messages.expirationYearInvalid)
      .regex(/^\d+$/, messages.expirationDateUnparsable)
      .refine((year) => year.length === 4, messages.expirationYearInvalid),
  }).superRefine(({ expirationMonth, expirationYear }, context) => {
    if (!/^\d{2}$/.test(expirationMonth) || !/^\d{4}$/.test(expirationYear)) return;
    const today = now();
    const expiry = Number(expirationYear) * 12 + Number(expirationMonth) - 1;
    const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (expiry < current) {
      context.addIssue({ code: 'custom', path: ['expirationYear'], message: messages.expirationDatePast });
    }
  });
}

/** §5: the edit form's month select: 'Select...' blank, then 01 to 12. */
export const expirationMonths = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** §7 "expirationYear (20 prefix)": a two-digit year becomes four. */
export const fullExpirationYear = (year: string) => (year.length === 2 ? `20${year}` : year);

/** The edit form's years: this year and the next ten (the spec gives no range: ours). */
export function expirationYears(now: Date, count = 11): string[] {
  return Array.from({ length: count }, (_, index) => String(now.getUTCFullYear() + index));
}

/** §5: groups 10-3-3-rest, up to 19 digits: '1234567890-123-456-789'. */
export function maskGiftCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, walletLimits.giftCardDigits);
  const groups = [digits.slice(0, 10), digits.slice(10, 13), digits.slice(13, 16), digits.slice(16)];
  return groups.filter((group) => group.length > 0).join('-');
}

/**
 * §5: ticking 'Make this my preferred card' ticks 'Save this card'; unticking save unticks
 * preferred; when saving is not offered the card is always saved.
 */
export function coupleSaveAndPreferred(
  change: { save?: boolean; preferred?: boolean },
  current: { save: boolean; preferred: boolean },
  { saveCardOptionEnabled }: { saveCardOptionEnabled: boolean },
): { save: boolean; preferred: boolean } {
  let { save, preferred } = { ...current, ...change };
  if (change.preferred === true) save = true;
  if (change.save === false) preferred = false;
  if (!saveCardOptionEnabled) save = true;
  return { save, preferred };
}
