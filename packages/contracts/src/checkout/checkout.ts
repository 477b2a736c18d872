// A checkout (checkout spec §3 "Checkout", §7 "Create checkout (v2)"): the order being paid for,
// made from a reserved time and the cart's lines. Only the fields the calls built so far carry;
// payments, summary and price adjustments come with the payment step.
import { z } from 'zod';

const scheduledModality = z.enum(['PICKUP', 'DELIVERY']);

/** A line of the order: what the cart holds of a product. */
export const checkoutLineItem = z.object({
  cart: z.object({ gtin13: z.string(), quantity: z.number() }),
});
export type CheckoutLineItem = z.infer<typeof checkoutLineItem>;

export const createCheckoutRequest = z.object({
  modalityType: scheduledModality,
  lineItems: z.array(checkoutLineItem),
  /** The reserved time the order is for, at the version the client last read. */
  fulfillment: z.object({ promise: z.object({ id: z.string(), versionKey: z.string() }) }),
  cartId: z.string().optional(),
  properties: z
    .object({
      /** Always '2' (§7). */
      paymentVersion: z.literal('2'),
      /** The promise left items out that the cart holds. */
      createOrderPromiseHadFallout: z.boolean(),
    })
    .optional(),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequest>;

export const checkout = z.object({
  id: z.string(),
  versionKey: z.string(),
  /** DRAFT until it is activated: only a draft takes payment updates (§4). */
  status: z.enum(['DRAFT', 'ACTIVE']),
  modalityType: scheduledModality,
  lineItems: z.array(checkoutLineItem),
  fulfillment: z.object({
    promise: z.object({
      id: z.string(),
      /** The reserved window, ISO 8601 start/end, in the store's zone. */
      window: z.object({ value: z.string(), timezone: z.string() }),
      /** Until when the time is held: ISO 8601. */
      expiration: z.string(),
    }),
    locationId: z.string(),
  }),
  createdDate: z.string(),
});
export type Checkout = z.infer<typeof checkout>;

export const checkoutResponse = z.object({ data: checkout });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
