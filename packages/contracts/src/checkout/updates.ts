// The PUTs on a checkout by id (checkout spec §7): an update of one part of a draft, the
// activation that places it, and the modification of a placed order. Each carries the versionKey
// the client last read; a stale one is a conflict ('updated on another device', §8).
import { z } from 'zod';
import {
  checkout,
  checkoutContact,
  checkoutLineItem,
  checkoutModality,
  checkoutPaymentType,
  deliveryType,
} from './checkout';

/** Add or remove a promo code (§7 "Update checkout (promo)"); a code is at most 128 characters. */
export const promoChange = z.object({ action: z.enum(['ADD', 'REMOVE']), code: z.string() });
export type PromoChange = z.infer<typeof promoChange>;

/** The cards that pay (wallet spec §3 "Payment update payload (checkout)"). */
export const paymentUpdate = z.object({
  id: z.string(),
  /**
   * EBT_CARD, the wallet's type of the SNAP EBT card, is taken as EBT (§9 lists both and does not
   * tell them apart); the checkout always answers EBT.
   */
  paymentType: z.union([checkoutPaymentType, z.literal('EBT_CARD')]),
  /** The card's known balance (gift and SNAP EBT cards), when the client has read it. */
  balance: z.number().nullable().optional(),
  /** The dollars asked of this card; bank cards take what the others leave. */
  amount: z.number(),
});
export type PaymentUpdate = z.infer<typeof paymentUpdate>;

/** A flash sale's line (§7 "Update line items"): at most 10 of an item (§9); quantity 0 takes it off. */
export const flashSaleLineItem = z.object({
  gtin13: z.string(),
  quantity: z.number(),
  modalityType: checkoutModality,
  substitutionPolicy: z.literal('NONE'),
  couponId: z.string(),
  sourceStoreId: z.string(),
});
export type FlashSaleLineItem = z.infer<typeof flashSaleLineItem>;

/**
 * An update of a draft: each present part is applied (§7 "Update checkout (promo)", "(tip)",
 * "Update fulfillment", "Update line items", and the wallet's payment update).
 */
export const updateCheckoutRequest = z.object({
  versionKey: z.string(),
  priceAdjustment: z.object({ promos: z.array(promoChange) }).optional(),
  paymentDetails: z.object({ gratuityAmount: z.number() }).optional(),
  payments: z.array(paymentUpdate).optional(),
  fulfillment: z.object({ contact: checkoutContact, instructions: z.string(), deliveryType }).optional(),
  lineItems: z.array(flashSaleLineItem).optional(),
});
export type UpdateCheckoutRequest = z.infer<typeof updateCheckoutRequest>;

/** The cards of an activation (§3 "Payment method payload"): each card's id and its amount. */
export const paymentMethods = z.object({
  bankCards: z.array(z.object({ card: z.object({ id: z.string() }), amount: z.number() })),
  ebtCards: z.array(
    z.object({
      card: z.object({ id: z.string() }),
      amount: z.number(),
      program: z.literal('SNAP'),
      /** The PIN, sealed by the wallet's PIN widget for this card. */
      encryptedPin: z.string(),
    }),
  ),
  giftCards: z.array(z.object({ card: z.object({ id: z.string() }), amount: z.number() })),
});
export type PaymentMethods = z.infer<typeof paymentMethods>;

/** Place the order (§7 "Activate checkout"); the idempotency key makes a second press the same order. */
export const activateCheckoutRequest = z.object({
  type: z.literal('ACTIVATE'),
  versionKey: z.string(),
  paymentDetails: z.object({
    paymentMethods,
    gratuityAmount: z.number(),
    /** The buyer's date of birth, when the order holds age-restricted items. */
    identityData: z.object({ dateOfBirth: z.string() }).optional(),
  }),
  /** Accepted vendor terms, when a vendor delivers (§5). */
  deliveryTermsAccepted: z.boolean().optional(),
  idempotencyKey: z.string(),
});
export type ActivateCheckoutRequest = z.infer<typeof activateCheckoutRequest>;

/**
 * The payment service's create purchase (§7: POST /payment/v1/checkouts/{checkoutId}): how it
 * relates to the activation is not shown; ours, it is the activation as the payment service takes
 * it, the same body without `type`, placing the same order once.
 */
export const createPurchaseRequest = activateCheckoutRequest.omit({ type: true });
export type CreatePurchaseRequest = z.infer<typeof createPurchaseRequest>;

/**
 * Submit a modified order (§3 "Modify submission body"). The parts it shares with the other calls
 * are theirs, not copies: `summary` is the checkout's, `priceAdjustment` the update's and
 * `identityData` the activation's.
 */
export const modifyCheckoutRequest = z.object({
  type: z.literal('MODIFY'),
  versionKey: z.string(),
  checksum: z.string(),
  /** The order's summary as the shopper saw it: before the modification, as last read. */
  summary: checkout.shape.summary.optional(),
  lineItems: z.array(checkoutLineItem),
  fulfillment: z.object({ deliveryType, instructions: z.string() }).optional(),
  buyer: z.object({ dateOfBirth: z.string().nullable() }).optional(),
  /**
   * The order's promo codes, as the update's changes: ADD keeps a code the order holds (a placed
   * order takes no new one), REMOVE takes it off; a code left out stays.
   */
  priceAdjustment: updateCheckoutRequest.shape.priceAdjustment,
  paymentDetails: z.object({
    /** The buyer's date of birth, as the activation sends it: when the order has one. */
    identityData: activateCheckoutRequest.shape.paymentDetails.shape.identityData,
    paymentMethods: z.object({
      existingAuthorizations: z.array(
        z.object({ id: z.string(), amount: z.number(), encryptedPin: z.string().optional() }),
      ),
    }),
    paymentVersionKey: z.string(),
  }),
  idempotencyKey: z.string(),
});
export type ModifyCheckoutRequest = z.infer<typeof modifyCheckoutRequest>;

/**
 * The modify submit's options (§7: "V2 payment flag, mocked payment decline flag, banner domain").
 * How they are sent is not shown: ours, query parameters of the modify submit's PUT, the flags
 * 'true' or 'false' on the wire.
 */
export interface ModifySubmitQuery {
  /** The order is paid through version 2 of the payment service, the one checkouts are made with ('2'). */
  isV2Payment: boolean;
  /** A test aid: the service declines the new card hold as a bank would (refused by a production service). */
  mockPaymentDecline?: boolean | undefined;
  /** The domain of the banner the shopper is on: 'kroger.com'. */
  bannerDomain?: string | undefined;
}

/**
 * Change the tip of a placed delivery order (§7 "tip modification"; the spec shows no body: ours).
 * The cards are authorised again for the new total; one key per attempt makes a retry one change.
 */
export const modifyTipRequest = z.object({
  versionKey: z.string(),
  gratuityAmount: z.number(),
  idempotencyKey: z.string(),
});
export type ModifyTipRequest = z.infer<typeof modifyTipRequest>;
