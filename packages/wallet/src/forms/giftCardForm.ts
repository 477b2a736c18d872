// Add Gift Card (wallet spec §5 "Gift card"): one form, the same in the flyout and on the wallet page.
import type { input, output } from 'zod';
import { giftCardSchema } from './cardSchemas';

/** The number and PIN. */
export const giftCardFormSchema = giftCardSchema;
export type GiftCardFormInput = input<ReturnType<typeof giftCardFormSchema>>;
export type GiftCardFormValues = output<ReturnType<typeof giftCardFormSchema>>;
