// The scheduling page's words (scheduling spec §2 "Routes named", §4 "Scheduling page", §5, §8).
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording (checklist ambiguity 25). Part of `schedulingMessages` (src/messages.ts).
 * 'Please select a time to continue' (§5) is the time picker's own `slotsSelectTime`.
 */
export const schedulingPageMessages = {
  // The page.
  /** The page heading for pickup: ours. */
  schedulingPagePickupTitle: 'Schedule Your Pickup',
  /** The page heading for delivery: ours. */
  schedulingPageDeliveryTitle: 'Schedule Your Delivery',
  /** The button that reserves the time and goes on to checkout: ours. */
  schedulingPageContinue: 'Continue',
  /** Announced while the shopper's modality preference (the active modality) loads: ours. */
  schedulingPageLoadingModality: 'Loading your shopping method',
  /** Announced while the basket loads: ours. */
  schedulingPageLoadingCart: 'Loading your cart',
  /** Announced while the shopper is sent elsewhere (§4 redirects): ours. */
  schedulingPageRedirecting: 'Redirecting',
  /** Announced while a stored reservation is brought up to date (§4 auto-update): ours. */
  schedulingPageUpdatingReservation: 'Updating your reservation',
  /** Announced while the checkout is created: ours. */
  schedulingPageCreatingCheckout: 'Preparing checkout',
  /** Before the pickup store's address, beside 'Change Store': ours. */
  schedulingPagePickupAt: 'Pick up at',
  /** The item strip's accessible heading: ours. */
  schedulingPageItemsTitle: 'Items in your order',

  // An empty basket (§4).
  /** ours. */
  schedulingPageEmptyCart: 'Your cart is empty.',
  schedulingPageStartMyCart: 'Start My Cart',

  // Age verification (§4, checklist ambiguity 23): all ours.
  schedulingPageAgeTitle: 'Confirm Your Age',
  schedulingPageAgeBody: 'Some items in your cart are only for customers {age} or older. Are you {age} or older?',
  schedulingPageAgeConfirm: 'Yes, I am {age}+',
  schedulingPageAgeDecline: 'No',
  schedulingPageAgeDeclined:
    'Some items in your cart are only for customers {age} or older. Please remove them from your cart to continue.',

  // 'Reservation Expired' (§4): the body and the button are ours.
  schedulingPageReservationExpiredTitle: 'Reservation Expired',
  schedulingPageReservationExpiredBody: 'Your reserved time is no longer held. Please select a new time.',
  schedulingPageSelectNewTime: 'Select a New Time',

  // 'Time Expired' (§4): the body is §8's "Selected time gone".
  schedulingPageTimeExpiredTitle: 'Time Expired',
  schedulingPageTimeExpiredBody:
    'The time you selected for your order is no longer available. Please select a new time.',

  // The modality validation failure (§4): title, body and its only action are all ours.
  schedulingPageModalityInvalidTitle: 'Shopping Method Unavailable',
  schedulingPageModalityInvalidBody:
    'The way you chose to shop can no longer be used for this order. Please return to your cart to choose it again.',
  schedulingPageReturnToCart: 'Return to Cart',

  // 'Something went wrong' (§4, lowercase "went wrong"): the body is ours.
  schedulingPageWentWrongTitle: 'Something went wrong',
  schedulingPageWentWrongBody:
    "We're sorry, we couldn't get your order ready. Please go back to your cart and try again.",
  schedulingPageBackToCart: 'Back To Cart',

  // The scheduling error titles (§8); bodies marked ours.
  schedulingPageAlcoholQuantityTitle: 'Alcohol Quantity Limit Exceeded',
  /** ours. */
  schedulingPageAlcoholQuantityBody:
    'Your cart has more alcohol than can be sold in one order. Please update your cart and try again.',
  /**
   * ours: the checkout spec (§8) has the max quantity error "handled from checkout creation" without
   * its words. The body is the server's reason when it gives one.
   */
  schedulingPageQuantityLimitTitle: 'Quantity Limit Exceeded',
  /** ours. */
  schedulingPageQuantityLimitBody:
    'Your cart has more of an item than one order can hold. Please update your cart and try again.',
  schedulingPageAlcoholAddressTitle: 'Alcohol Delivery Is Unavailable',
  /** ours. */
  schedulingPageAlcoholAddressBody:
    'Alcohol cannot be delivered to this address. Please remove it from your cart and try again.',
  schedulingPageItemsUnavailableTitle: 'Items Are Not Available',
  schedulingPageItemsUnavailableBody:
    'The items in your cart are not available. Please update your cart and try again.',
  schedulingPageConfirmAddressTitle: 'Confirm Address',
  /** ours. */
  schedulingPageConfirmAddressBody:
    'We could not confirm the address for this order. Please check it in your cart and try again.',
  schedulingPageDeliveryTimeUnavailableTitle: 'Delivery Time Unavailable',
  schedulingPagePickupTimeUnavailableTitle: 'Pickup Time Unavailable',
  /** ours. */
  schedulingPageTimeUnavailableBody: 'There are no times available for your order right now. Please select a new time.',
  schedulingPageSomethingWentWrongTitle: 'Something Went Wrong',
  /** §8 "Generic" technical difficulties. */
  schedulingPageSomethingWentWrongBody:
    "We're sorry, we're currently experiencing technical difficulties. Please try again in a moment.",
  /** §8: the error with code LF8745B. */
  schedulingPageTechnicalDifficulties: 'We are experiencing technical difficulties. Please try again in a few moments.',
  schedulingPageTryAgain: 'Try Again',
};
