// Get payment (checkout spec §7, /payment/v1/payments): the cards authorised for a checkout.
import { z } from 'zod';
import { checkoutModality } from './checkout';

/**
 * Get payment's query: wallet spec §7 names the app ('clicklist'), the two options and a banner
 * domain, not how they are sent; these names are ours, the options' the spec's own. The flags are
 * 'true' or 'false' on the wire.
 */
export interface PaymentQuery {
  checkoutId: string;
  /** The app whose checkout it is, in lower case: 'clicklist'. */
  app: string;
  /** Only what the payment service has authorised: nothing for a draft, whose cards are only chosen. */
  shouldOnlyShowAuths: boolean;
  /** false leaves the gift cards' `remainingBalance` out of the answer. */
  shouldIncludeGiftCardRemainingBalance: boolean;
  /** The domain of the banner the shopper is on: 'kroger.com'. */
  bannerDomain?: string | undefined;
}

const paidCard = z.object({ card: z.object({ brand: z.string(), lastFourPan: z.string() }), amount: z.number() });

export const paymentResponse = z.object({
  data: z.object({
    checkoutId: z.string(),
    bankCards: z.array(paidCard),
    ebtCards: z.array(paidCard),
    /** `remainingBalance` is left out when asked with `shouldIncludeGiftCardRemainingBalance` false. */
    giftCards: z.array(
      paidCard.extend({
        remainingBalance: z.number().optional(),
        /** The gift card's number masked but for its last four (§3 "Gift card"): never the number itself. */
        cardNumber: z.string().optional(),
      }),
    ),
  }),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

/** A placed order as Purchase History lists it. */
export const purchase = z.object({
  checkoutId: z.string(),
  modalityType: checkoutModality,
  status: z.enum(['ACTIVE', 'CANCELLED']),
  placedDate: z.string(),
  /** The reserved window, ISO 8601 start/end, and its zone. */
  window: z.object({ value: z.string(), timezone: z.string() }),
  itemCount: z.number(),
  total: z.number(),
  modifiable: z.boolean(),
});
export type Purchase = z.infer<typeof purchase>;

export const purchasesResponse = z.object({ data: z.array(purchase) });
export type PurchasesResponse = z.infer<typeof purchasesResponse>;
