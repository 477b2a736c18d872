// Get payment (checkout spec §7, /payment/v1/payments): the cards authorised for a checkout.
import { z } from 'zod';

const paidCard = z.object({ card: z.object({ brand: z.string(), lastFourPan: z.string() }), amount: z.number() });

export const paymentResponse = z.object({
  data: z.object({
    checkoutId: z.string(),
    bankCards: z.array(paidCard),
    ebtCards: z.array(paidCard),
    giftCards: z.array(paidCard.extend({ remainingBalance: z.number() })),
  }),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

/** A placed order as Purchase History lists it. */
export const purchase = z.object({
  checkoutId: z.string(),
  modalityType: z.enum(['PICKUP', 'DELIVERY']),
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
