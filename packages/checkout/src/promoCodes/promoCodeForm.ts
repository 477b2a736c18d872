// The promo code field (checkout spec §5): required, at most 128 characters.
import { object, string, type input, type output } from 'zod';
import type { promoCodeMessages } from './promoCodeMessages';

/** §5, §9: "promo 128". */
export const promoCodeMaxLength = 128;

export type PromoCodeFormMessages = Pick<typeof promoCodeMessages, 'promoCodeRequired' | 'promoCodeTooLong'>;

/** The code as typed, spaces around it dropped; the field has the spec's name (§3 "Other form fields"). */
export function promoCodeSchema(messages: PromoCodeFormMessages) {
  return object({
    promoCode: string().trim().min(1, messages.promoCodeRequired).max(promoCodeMaxLength, messages.promoCodeTooLong),
  });
}

export type PromoCodeInput = input<ReturnType<typeof promoCodeSchema>>;
export type PromoCodeValues = output<ReturnType<typeof promoCodeSchema>>;
