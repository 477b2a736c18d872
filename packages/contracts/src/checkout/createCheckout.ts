// The create checkout call (checkout spec §7 "Create checkout (v2)"), apart from the checkout's own
// shapes: only the scheduling step sends it, and the payment page's bundle need not carry it.
import { z } from 'zod';
import { serviceAddress } from '../address/serviceShapes';
import { checkoutContact, checkoutLineItem, deliveryType, checkoutModality } from './checkout';

/**
 * Create checkout (v2, §7). Only the promise and the lines are required: what else the host sends
 * is the buyer and how the order starts out, and the service fills what is left out from the
 * signed-in shopper's profile and the reserved store.
 */
export const createCheckoutRequest = z.object({
  modalityType: checkoutModality,
  lineItems: z.array(checkoutLineItem),
  fulfillment: z.object({
    /** The reserved time the order is for, at the version the client last read. */
    promise: z.object({ id: z.string(), versionKey: z.string() }),
    /** Who the order is for, as the contact form starts out; the phone is +1 and 10 digits, or ''. */
    contact: checkoutContact.extend({ dateOfBirth: z.string().optional() }).optional(),
    /** Where a delivery goes: the address the shopper chose to shop for. */
    address: serviceAddress.optional(),
    /** The store the time was reserved at. */
    location: z.object({ id: z.string() }).optional(),
    deliveryType: deliveryType.optional(),
    /** Delivery or pickup notes, at most 128 characters. */
    instructions: z.string().optional(),
  }),
  cartId: z.string().optional(),
  /** The signed-in shopper placing the order. */
  buyer: z
    .object({
      profileId: z.string().optional(),
      /** The date of birth the shopper confirmed for age-restricted items, 'YYYY-MM-DD'. */
      dateOfBirth: z.string().optional(),
      email: z.string().optional(),
      loyaltyId: z.string().optional(),
      /** The buyer's own (mailing) address. */
      address: serviceAddress.optional(),
    })
    .optional(),
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
