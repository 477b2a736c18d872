// The codes a checkout call answers with (checkout spec §8, account spec §8 "Purchase decline
// codes"), in the error body's `errors.code`.

/** Why the payment service declined a purchase (402): the account spec's 17 codes. */
export const purchaseDeclineCodes = [
  'TRANSACTION_DECLINED',
  'MAX_PIN_TRIES_EXCEEDED',
  'INSUFFICIENT_FUNDS',
  'INVALID_PIN',
  'INVALID_CARD_NUMBER',
  'CARD_LOST_OR_STOLEN',
  'FRAUD_REJECTION',
  'CARD_USE_EXCEEDED',
  'DUPLICATE_TRANSACTION',
  'CARD_NETWORK_SYSTEM_ERROR',
  'NO_MATCH_FOR_REVERSAL',
  'CARD_OR_PIN_ALREADY_ACTIVE',
  'CARD_OR_PIN_NOT_ACTIVE',
  'INSUFFICIENT_CREDIT',
  'BANK_DECLINE',
  'CARD_EXPIRED',
  'REQUEST_STILL_PROCESSING',
] as const;
export type PurchaseDeclineCode = (typeof purchaseDeclineCodes)[number];

export const isPurchaseDecline = (code: unknown): code is PurchaseDeclineCode =>
  (purchaseDeclineCodes as readonly unknown[]).includes(code);

/** The checkout service's own codes. */
export const checkoutErrorCodes = {
  /** 409: the versionKey or checksum is stale ('updated on another device'). */
  conflict: 'CHECKOUT_VERSION_CONFLICT',
  /** 410: the reserved time ran out ('Order Timed Out'). */
  expired: 'CHECKOUT_EXPIRED',
  /** 409: the order is placed already; payment updates need a draft. */
  notDraft: 'CHECKOUT_NOT_DRAFT',
  /** 422: the promo code is unknown or does not apply. */
  promoInvalid: 'PROMO_INVALID',
  /** 422: the tip is over the maximum, or the order takes no tip. */
  tipInvalid: 'TIP_INVALID',
  /** 422: this card type is not accepted for this way of shopping. */
  paymentTypeNotAccepted: 'PAYMENT_TYPE_NOT_ACCEPTED',
  /** 402: the authorisation was taken, then rejected: the Payment Error page (RV9547). */
  postAuthReject: 'POST_AUTH_REJECT',
  /** 409: the order is being prepared and can no longer be modified. */
  cannotModify: 'CANNOT_MODIFY',
  /** 422: the modified items could not be promised. */
  fallout: 'FALLOUT_ERROR',
  /** 409: only a placed (ACTIVE) order can be modified. */
  notPlaced: 'CHECKOUT_NOT_PLACED',
  /** 422: a card of the payment update cannot pay this way (type, expiry, balance, amount): the reason says which. */
  paymentInvalid: 'PAYMENT_INVALID',
  /** 422: placing needs a credit or debit card, which also covers what SNAP EBT does not (§8). */
  bankCardRequired: 'BANK_CARD_REQUIRED',
  /** 422: placing needs the contact's names and phone: the reason is the spec's ('Phone number is required'). */
  contactRequired: 'CONTACT_REQUIRED',
  /** 422: a vendor delivers and its terms were not accepted (§5). */
  deliveryTermsRequired: 'DELIVERY_TERMS_REQUIRED',
  /** 422: the order holds age-restricted items and no date of birth old enough was given. */
  ageVerificationFailed: 'AGE_VERIFICATION_FAILED',
  /** 422: contactless delivery is not available for age-restricted orders (§5). */
  contactlessNotAllowed: 'CONTACTLESS_NOT_ALLOWED',
  /** 422: no such flash sale at the checkout's store, or not for this item or way of shopping. */
  flashSaleInvalid: 'FLASH_SALE_INVALID',
  /**
   * 422: a line holds more of an item than one order may (§8 "Max quantity error", raised when the
   * checkout is created): the reason says how many it may hold.
   */
  quantityLimit: 'CART_QUANTITY_LIMIT_EXCEEDED',
  /** 403: the create body names a buyer (profile, e-mail, loyalty card) other than the signed-in shopper. */
  buyerMismatch: 'BUYER_MISMATCH',
  /** 422: the create body's store is not the one the time was reserved at. */
  locationMismatch: 'LOCATION_MISMATCH',
  /** 422: more than 10 of a flash sale item (§9). */
  flashSaleLimit: 'FLASH_SALE_LIMIT_EXCEEDED',
  /** 422: a ship order was asked for with no address to ship to, chosen or saved (ours). */
  shipAddressRequired: 'SHIP_ADDRESS_REQUIRED',
} as const;

/**
 * A modify refused for fallout (422 FALLOUT_ERROR) names the items that can no longer be ordered
 * (§4 "Modify submit" 6: "Stale items are marked as newly ineligible"), under the wallet spec's
 * item-eligibility name. Where the error carries them is not shown: `errors.newlyIneligibleUpcs`
 * is ours.
 */
export interface FalloutErrorBody {
  errors: { code: string; reason: string; newlyIneligibleUpcs?: string[] };
}

/** The items a fallout's error body names; none for any other body. */
export function newlyIneligibleUpcsOf(body: unknown): string[] {
  const upcs = (body as Partial<FalloutErrorBody> | undefined)?.errors?.newlyIneligibleUpcs;
  return Array.isArray(upcs) ? upcs.filter((upc): upc is string => typeof upc === 'string') : [];
}
