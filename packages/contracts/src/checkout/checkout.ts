// A checkout (checkout spec §3 "Checkout", §7 "Create checkout (v2)"): the order being paid for,
// made from a reserved time and the cart's lines, a draft until it is placed (activated).
import { z } from 'zod';

/**
 * The ways of shopping a checkout is for (§3, §9). Each holds a reserved promise: a pickup or
 * delivery time, or a ship order's shipping window.
 */
export const checkoutModality = z.enum(['PICKUP', 'DELIVERY', 'SHIP']);
export type CheckoutModality = z.infer<typeof checkoutModality>;
const dollars = z.number();

/**
 * Whether the store may replace an item it is out of (§9): SHOPPER_CHOICE lets the shopper (the
 * store's picker) choose a similar one, NONE does not. A flash sale's line is always NONE.
 */
export const substitutionPolicy = z.enum(['SHOPPER_CHOICE', 'NONE']);
export type SubstitutionPolicy = z.infer<typeof substitutionPolicy>;

/**
 * A line of the order: what the cart holds of a product, and whether it may be replaced. A line
 * without a policy may not (NONE): promising a substitute the store will not make is worse.
 */
export const checkoutLineItem = z.object({
  cart: z.object({ gtin13: z.string(), quantity: z.number(), substitutionPolicy: substitutionPolicy.optional() }),
});
export type CheckoutLineItem = z.infer<typeof checkoutLineItem>;

/** A promo code on the order and what it saves (on a line: that line's share of it). */
export const checkoutPromo = z.object({ code: z.string(), couponId: z.string(), amount: dollars });
export type CheckoutPromo = z.infer<typeof checkoutPromo>;

/** A coupon on the order (§3 "priceAdjustment.coupons") and what it saves (`amount`, ours). */
export const checkoutCoupon = z.object({
  id: z.string(),
  offerId: z.string(),
  description: z.string(),
  amount: dollars,
});
export type CheckoutCoupon = z.infer<typeof checkoutCoupon>;

/** A line as the service prices it: the product's words and prices beside the cart's line. */
export const pricedLineItem = checkoutLineItem.extend({
  item: z.object({
    description: z.string(),
    /** The price of one, before savings. */
    unitPrice: dollars,
    /** The line's price after store savings. */
    totalPrice: dollars,
    snapEligible: z.boolean(),
    ageRestricted: z.boolean(),
  }),
  /** A flash sale's line (added by a `lineItems` update): its coupon takes `percentOff` off the regular price. */
  flashSale: z.object({ couponId: z.string(), sourceStoreId: z.string(), percentOff: z.number() }).optional(),
  /** What comes off this line: its coupons, and its share of each promo code. */
  priceAdjustment: z.object({ coupons: z.array(checkoutCoupon), promos: z.array(checkoutPromo) }).optional(),
});
export type PricedLineItem = z.infer<typeof pricedLineItem>;

/** Standard, or Contactless (left at the door): not for age-restricted orders (§5). */
export const deliveryType = z.enum(['Standard', 'Contactless']);
export type DeliveryType = z.infer<typeof deliveryType>;

/** The person the order is for (§3 "Contact form fields"); the phone is sent as +1 and 10 digits. */
export const checkoutContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  smsOptin: z.boolean(),
});
export type CheckoutContact = z.infer<typeof checkoutContact>;

/** The money of an order (§3 "summary.cost"), in dollars. */
export const checkoutCost = z.object({
  /** The items' price before savings. */
  itemTotal: dollars,
  itemCount: z.number(),
  couponTotal: dollars,
  promoTotal: dollars,
  /** Store savings (yellow tags). */
  yellowTagDiscountTotal: dollars,
  /** null until the tax is known: shown as 'TBD'. */
  taxTotal: dollars.nullable(),
  serviceFee: dollars,
  regulatoryFees: z.array(z.object({ label: z.string(), amount: dollars })),
  /** A bag fee marks the estimated total with '*'. */
  bagFee: dollars,
  /** The store's state bans single-use plastic bags (ours): absent, no ban. */
  bagBan: z.boolean().optional(),
  gratuityTotal: dollars,
  total: dollars,
  /** The SNAP-eligible share of the total, and the rest. */
  ebtTotal: dollars,
  nonEbtTotal: dollars,
  /**
   * The least the SNAP EBT card may be authorised for, when the payment service knows one (§5: "the
   * minimum authorised amount when known"); absent, the $0.01 of §9.
   */
  ebtMinimum: dollars.optional(),
});
export type CheckoutCost = z.infer<typeof checkoutCost>;

/** What a payment entry pays with (§9 "Payment types"). */
export const checkoutPaymentType = z.enum(['BANK_CARD', 'EBT', 'GIFT_CARD']);
export type CheckoutPaymentType = z.infer<typeof checkoutPaymentType>;

/** One card's share of the order (§3 "Payment entry"). */
export const checkoutPayment = z.object({
  /** The wallet card's id. */
  id: z.string(),
  paymentType: checkoutPaymentType,
  /** What is authorised on the card: for a bank card that pays nothing, the $1 hold. */
  amountToAuthorize: dollars,
  lastFour: z.string(),
  brand: z.string(),
  /** The card's reference in the vault (the wallet card's `vaultCardId`); null once it left the wallet. */
  vaultId: z.string().nullish(),
});
export type CheckoutPayment = z.infer<typeof checkoutPayment>;

/** The tip's rules for this order (§3 "Tip", §9): 100% goes to the driver. */
export const checkoutGratuity = z.object({
  /** Whether the tip may change: delivery orders only. */
  modifiable: z.boolean(),
  maxTip: dollars,
  /** Suggested amounts, never zero. */
  suggestions: z.array(dollars),
});
export type CheckoutGratuity = z.infer<typeof checkoutGratuity>;

/** A postal address: the second line, when there is one, follows the first after a comma. */
export const checkoutAddress = z.object({
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

/** Where the order goes or is picked up, for the recap, the map and the maps link. */
export const checkoutDestination = z.object({
  name: z.string(),
  ...checkoutAddress.shape,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CheckoutDestination = z.infer<typeof checkoutDestination>;

/** One card an order was authorised on (§3 "payment.transactions[]"). */
export const checkoutTransaction = z.object({
  paymentMethod: z.object({
    /** The bank card's brand (VISA, …), SNAP for SNAP EBT, GIFT for a gift card. */
    subType: z.string(),
    type: checkoutPaymentType,
    lastFourOfCard: z.string(),
  }),
});
export type CheckoutTransaction = z.infer<typeof checkoutTransaction>;

export const checkoutStatus = z.enum(['DRAFT', 'ACTIVE', 'CANCELLED']);

export const checkout = z.object({
  id: z.string(),
  versionKey: z.string(),
  /** Changes with anything the shopper pays for: the modify submission sends it back (§3). */
  checksum: z.string(),
  /** DRAFT until it is placed: only a draft takes payment updates (§4). */
  status: checkoutStatus,
  modalityType: checkoutModality,
  /** The cart the order was made from, when its create call named one (§7 "Create checkout (v2)"). */
  cartId: z.string().optional(),
  lineItems: z.array(pricedLineItem),
  fulfillment: z.object({
    promise: z.object({
      id: z.string(),
      /** The reserved window, ISO 8601 start/end, in the store's zone. */
      window: z.object({ value: z.string(), timezone: z.string() }),
      /** Until when the time is held: ISO 8601. */
      expiration: z.string(),
    }),
    locationId: z.string(),
    destination: checkoutDestination,
    /** The buyer's date of birth, once an age check confirmed it (§3 "contact"); null before. */
    contact: checkoutContact.extend({ dateOfBirth: z.string().nullish() }),
    /** Delivery or pickup instructions, at most 128 characters. */
    instructions: z.string(),
    deliveryType,
  }),
  buyer: z.object({
    email: z.string(),
    dateOfBirth: z.string().nullable(),
    /** The shopper's home address, else the first they saved; null when they have none. */
    address: checkoutAddress.nullish(),
  }),
  paymentDetails: z.object({
    payments: z.array(checkoutPayment),
    gratuityAmount: dollars,
    /**
     * The tip as the shopper chose it (§3 "Tip"): one of `gratuity.suggestions` (tipValue) or an
     * amount of their own (otherValue); both null without a tip. Only the amount is kept, so an
     * own amount equal to a suggestion reads as that suggestion.
     */
    tipValue: dollars.nullish(),
    otherValue: dollars.nullish(),
    /** One transaction a card authorised once the order is placed; none for a draft. */
    payment: z.object({ transactions: z.array(checkoutTransaction) }).optional(),
    /** What the SNAP EBT card has left after the order's SNAP share; null unless one paid. */
    ebtDetails: z.object({ remainingBalance: z.object({ snap: dollars }) }).nullish(),
  }),
  gratuity: checkoutGratuity,
  summary: z.object({ cost: checkoutCost }),
  /** The cost when the order was placed, while it is being modified (§3 "originalSummary"). */
  originalSummary: z.object({ cost: checkoutCost }).nullable(),
  priceAdjustment: z.object({ promos: z.array(checkoutPromo), coupons: z.array(checkoutCoupon).optional() }),
  /** Restricted items need an age check (default minimum 21) and rule out contactless delivery. */
  ageRestriction: z.object({ minimumAge: z.number() }).nullable(),
  /** A third-party vendor delivers: the shopper must accept its terms (§5). */
  deliveryVendor: z.enum(['INSTACART', 'OTHER']).nullable(),
  /** When the order was placed: ISO 8601; null for a draft. */
  placedDate: z.string().nullable(),
  /** Whether the order can still be modified: not once it is being prepared (§4 "Modify submit" 6). */
  modifiable: z.boolean(),
  createdDate: z.string(),
});
export type Checkout = z.infer<typeof checkout>;

export const checkoutResponse = z.object({ data: checkout });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
