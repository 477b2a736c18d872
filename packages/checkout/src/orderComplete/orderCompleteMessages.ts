// The order-complete page's words (checkout spec §2 "Order-complete page"). Strings the spec quotes
// are kept exactly ('N Item(s) in Your Order' included); entries marked "ours" are where the spec
// names a block or a step without its wording. `{name}` marks a value filled in with `format`.
export const orderCompleteMessages = {
  /** The document title; `{banner}`: the banner's title. */
  orderCompleteDocumentTitle: 'Checkout Confirmed - {banner}',
  /** `{modality}`: `orderCompletePickup`, `orderCompleteDelivery` or `orderCompleteShip`. */
  orderCompleteHeading: 'Thank you, your {modality} order has been placed!',
  /** The heading after a modification (`?im=true`): ours. */
  orderCompleteModifiedHeading: 'Thank you, your {modality} order has been updated!',
  /** ours. */
  orderCompletePickup: 'pickup',
  /** ours. */
  orderCompleteDelivery: 'delivery',
  /** ours, as the modify heading's "ship orders" (§2). */
  orderCompleteShip: 'ship',
  orderCompleteEmail: "You'll receive an order confirmation shortly at {email}.",
  /** The order link's words; `{number}`: the order's id. */
  orderCompleteOrderNumber: 'Order #{number}',
  /** `{date}`: 'MMM. D, YYYY'. */
  orderCompleteOrderedOn: 'Ordered on {date}',
  orderCompleteAddOrEditItems: '+ Add or Edit Items',

  // Order details: all ours.
  orderCompleteDetailsTitle: 'Order Details',
  orderCompletePickupTime: 'Pickup Time',
  orderCompleteDeliveryTime: 'Delivery Time',
  orderCompletePickupLocation: 'Pickup Location',
  orderCompleteDeliveryAddress: 'Delivery Address',
  orderCompleteShipTime: 'Shipping Time',
  orderCompleteShipAddress: 'Shipping Address',
  orderCompleteDeliveryType: 'Delivery Type',
  orderCompleteStandardDelivery: 'Standard',
  orderCompleteContactlessDelivery: 'Contactless (left at your door)',
  /** The spec's instructions block names. */
  orderCompletePickupInstructions: 'Pickup Instructions',
  orderCompleteDeliveryInstructions: 'Delivery Instructions',
  /** The map's text alternative; `{address}`: ours. */
  orderCompleteMapLabel: 'Map showing {address}',

  // Items.
  /** `{count}`: the items ordered. */
  orderCompleteItemCount: '{count} Item(s) in Your Order',
  /** A line's quantity, `{quantity}`: ours. */
  orderCompleteQuantity: 'Qty {quantity}',

  // Payment.
  orderCompleteHoldNote:
    'A hold has been placed on your card. The final charge will be made when you receive your items.',

  // Next steps: the heading and the sentences are ours, around the spec's button names.
  orderCompleteNextStepsTitle: 'What Happens Next',
  orderCompletePickupOnMyWay: "Track your order and tap 'On My Way' when you leave for the store.",
  orderCompletePickupImHere: "When you arrive, park in a pickup spot and tap 'I'm Here'.",
  orderCompletePickupLoaded: "We'll bring your order out and load it into your car.",
  orderCompleteDeliveryBeThere: 'Be at your delivery address during your drop-off window to receive your order.',
  orderCompleteDeliveryContactless:
    "We'll leave your order at your door. Watch for status updates so you know when it arrives.",
  /** A ship order's one step before the last; the spec shows none for ship. */
  orderCompleteShipTracking: "We'll e-mail you when your order ships, with a link to follow it to your door.",
  orderCompleteEnjoy: 'Take your items and enjoy your day!',

  // Good to know.
  /** ours. */
  orderCompleteSubstitutionsTitle: 'Substitutions',
  /** ours. */
  orderCompleteSubstitutions:
    "If an item is out of stock, we may replace it with a similar one. You'll see any substitutions before you pay the final amount.",
  orderCompleteSaveMoreTitle: 'Save Even More!',
  /** ours. */
  orderCompleteSaveMore: 'Clip digital coupons before we start on your order and they will apply to it.',
  /** The coupons link: ours. */
  orderCompleteBrowseCoupons: 'Browse Coupons',
  orderCompleteForgotTitle: 'Forgot something?',
  /** ours. */
  orderCompleteForgot: 'You can add or change items until we start preparing your order.',
  orderCompleteViewOrders: 'View orders',
  orderCompleteCustomerServiceTitle: 'Customer Service',
  /** `{phone}`: the banner's number, a call link: ours. */
  orderCompleteCustomerService: 'Questions about your order? Call us at {phone}.',

  // Items of another way of shopping left in the cart: the sentences are ours.
  orderCompleteOtherCartOne: 'You still have 1 item in your cart for another way of shopping.',
  /** `{count}`. */
  orderCompleteOtherCart: 'You still have {count} items in your cart for another way of shopping.',
  orderCompleteGoToCart: 'Go to Cart',

  // The page's own states: ours.
  orderCompleteLoading: 'Loading your order',
};
