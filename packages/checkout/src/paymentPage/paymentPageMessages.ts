// The payment page's words (checkout spec §2 "Payment page", §5, §8).
/**
 * Strings are the spec's, quoted exactly; `{name}` marks a value filled in with `format` from
 * @aisle/ui. Entries marked "ours" are where the spec names a text without its wording. The error
 * catalogue (§8: declined, conflict, 'Order Timed Out', 'You must have a time selected.' …) is
 * `errorMessages`. Part of `checkoutMessages` (src/messages.ts); every key starts with `paymentPage`.
 */
export const paymentPageMessages = {
  // The page.
  paymentPageTitle: 'Payment details',
  /** The step indicator's name and steps: ours (the scheduling page's words). */
  paymentPageStepsLabel: 'Checkout steps',
  paymentPageStepScheduling: 'Scheduling',
  paymentPageStepPayment: 'Payment',
  /** Announced while the checkout loads: ours. */
  paymentPageLoading: 'Loading your order',
  /** Announced while the shopper is sent elsewhere (§2 redirect rules): ours. */
  paymentPageRedirecting: 'Redirecting',
  /** The checkout did not load: ours. */
  paymentPageLoadFailed: "We couldn't load your order.",
  /** Reloads the checkout after 'updated on another device' (§8): ours. */
  paymentPageRefresh: 'Refresh',

  // Order details recap (§2).
  /** ours. */
  paymentPageOrderDetailsTitle: 'Order Details',
  /** ours. */
  paymentPageDeliveryTime: 'Delivery Time',
  /** ours. */
  paymentPagePickupTime: 'Pickup Time',
  /** ours. */
  paymentPageDeliveryAddress: 'Delivery Address',
  /** ours. */
  paymentPagePickupLocation: 'Pickup Location',
  /** ours. */
  paymentPageShipTime: 'Shipping Time',
  /** ours. */
  paymentPageShipAddress: 'Shipping Address',
  /** A ship order's window in words: the scheduling spec's default shipping timeline (§9). */
  checkoutShipTimeline: 'As soon as 1-3 days',
  paymentPageChangeTime: 'Change Time',

  // Contact info and its drawer (§2, §3 "Contact form fields", §5).
  /** The block's heading and the drawer's title: ours. */
  paymentPageContactTitle: 'Contact Info',
  paymentPageEditInfo: 'Edit Info',
  /** Shown when the checkout has no contact yet: ours. */
  paymentPageContactMissing: 'Add your name and phone number so we can reach you about this order.',
  /** ours. */
  paymentPageFirstName: 'First Name',
  /** ours. */
  paymentPageLastName: 'Last Name',
  /** ours. */
  paymentPagePhone: 'Phone Number',
  /** ours. */
  paymentPagePhoneHint: 'For example, (513) 555-0100',
  paymentPageFirstNameRequired: 'First name is required',
  paymentPageLastNameRequired: 'Last name is required',
  paymentPagePhoneRequired: 'Phone number is required',
  /** A name over 40 characters, notes over their limit (§5): ours. */
  paymentPageTooLong: 'Use {max} characters or fewer.',
  /** A phone that is not 10 digits: ours. */
  paymentPagePhoneInvalid: 'Enter a 10-digit phone number.',
  /** ours. */
  paymentPageSmsOptIn: 'Text me updates about this order',
  /** Why the SMS opt-in is off until the phone is valid (§4): ours. */
  paymentPageSmsOptInNeedsPhone: 'Enter a valid phone number to get text updates.',
  /** Hidden on Harris Teeter (§2, §6): ours. */
  paymentPageEmailOptIn: 'Email me offers and news',
  /** ours. */
  paymentPageContactSaveFailed: "We couldn't save your contact info. Please try again.",

  // Instructions and their drawer (§2, §5).
  paymentPageDeliveryInstructions: 'Delivery Instructions',
  paymentPagePickupInstructions: 'Pickup Instructions',
  paymentPageOptional: 'Optional',
  /** ours. */
  paymentPageNoInstructions: 'No instructions added.',
  /** ours. */
  paymentPageAddInstructions: 'Add Instructions',
  /** ours. */
  paymentPageEditInstructions: 'Edit Instructions',
  /** The notes field: ours. */
  paymentPageDeliveryNotes: 'Notes for your driver',
  /** ours. */
  paymentPagePickupNotes: 'Notes for your pickup',
  /** The do-not-ring-bell checkbox (§5): ours. */
  paymentPageDoNotRingBell: 'Do not ring the doorbell',
  /** Shown beside the instructions when the checkbox is set: ours. */
  paymentPageDoNotRingBellSet: 'Do not ring the doorbell.',
  /** ours. */
  paymentPageDeliveryType: 'Delivery Type',
  /** The block's line for the chosen type: ours. */
  paymentPageDeliveryTypeChosen: 'Delivery type: {type}',
  paymentPageStandard: 'Standard',
  paymentPageContactless: 'Contactless',
  /** ours. */
  paymentPageStandardHint: 'Hand the order to me.',
  /** ours. */
  paymentPageContactlessHint: 'Leave the order at my door.',
  /** §5's rule, as the reason Contactless cannot be chosen. */
  paymentPageContactlessUnavailable: 'Contactless delivery is not available for age-restricted orders.',
  /** ours. */
  paymentPageInstructionsSaveFailed: "We couldn't save your instructions. Please try again.",

  // The delivery promo panel (§9 limits, §6 roles).
  /** `{membership}`: the banner's delivery membership, as the host names it: ours. */
  paymentPageDeliveryPromo: 'Your order qualifies for free delivery with {membership}.',

  // Items and their drawer (§2).
  /** ours. */
  paymentPageItemsTitle: 'Items',
  /** ours. */
  paymentPageItemCountOne: '{count} item',
  /** ours. */
  paymentPageItemCountOther: '{count} items',
  /** ours. */
  paymentPageViewItems: 'View Items',
  /** The drawer's title: ours. */
  paymentPageItemsDrawerTitle: 'Items in Your Order',
  /** A line's quantity: ours. */
  paymentPageItemQuantity: 'Qty {quantity}',

  // The drawers' buttons: ours.
  paymentPageSave: 'Save',
  paymentPageSaving: 'Saving',
  paymentPageCancel: 'Cancel',

  // Place order (§4 "Submit", §5).
  paymentPagePlaceOrder: 'Place order',
  /** ours. */
  paymentPagePlacingOrder: 'Placing order',
  /** The vendor agreement checkbox for Instacart: ours. */
  paymentPageInstacartAgreement: 'I agree to the Instacart Terms of Service.',
  /** The vendor agreement checkbox for other vendors: ours. */
  paymentPageVendorAgreement: "I accept that my grocery order will be made by my store's fulfillment provider.",
  paymentPageInstacartAgreementRequired: 'You must agree to the Instacart Terms of Service to place your order.',
  paymentPageVendorAgreementRequired:
    "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
};
