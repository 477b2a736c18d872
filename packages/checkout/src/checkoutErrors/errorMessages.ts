// The checkout's error catalogue (checkout spec §8; account spec §8 "Payment default error"). The
// generic offline and technical-difficulties messages are @aisle/core's.
export const errorMessages = {
  cardDeclined:
    'Your card was declined. Please check your card information or use a different card. If this issue continues, please contact your bank.',
  sessionExpired: 'Your session has expired.',
  updatedOnAnotherDevice: 'Your order has been updated on another device. Please refresh and try again.',
  orderExpired: 'Your order has expired. Please return to the scheduling page.',
  orderTimedOutTitle: 'Order Timed Out',
  backToCheckout: 'Back to Checkout',
  paymentTypeNotAccepted:
    'We are currently not accepting this payment type. Please select a different form of payment.',
  promoAddFailed:
    "Something went wrong and we weren't able to apply your promo code. Please try entering the code in again.",
  /** The spec does not show the removal failure's words: ours. */
  promoRemoveFailed: "Something went wrong and we weren't able to remove your promo code. Please try again.",
  tipFailed: "Something went wrong and we weren't able to update your tip.",
  tooManyPinAttempts: 'Too Many PIN Attempts',
  /** A purchase declined for a wrong SNAP EBT PIN: the wallet spec's words for it (§8). */
  invalidPin: 'Invalid PIN, please try again.',
  /** The service refused the buyer's age (422); its reason names the age when it gives one. Ours. */
  ageVerificationFailed: 'You are not old enough to buy some of the items in your order.',
  /** Codes 884, 885, 889: the spec says a service error, without words: ours. */
  pinServiceError: "We couldn't check your SNAP EBT PIN right now. Please try again in a few moments.",
  addCardFailed: "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
  emailPreferencesFailed: "We're having trouble updating your email preferences. Please try again later.",
  /** The opt-in update failed (§7): the spec shows no words; ours, after the e-mail's. */
  smsPreferencesFailed: "We're having trouble updating your text message preferences. Please try again later.",
  technicalDifficultiesLF8745B: 'We are experiencing technical difficulties. Please try again in a few moments.',
  modifyItemsIssue:
    "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request.",
  cannotModify: "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
  /** A SNAP EBT card needs a bank card behind it for what SNAP does not cover; the spec shows no words: ours. */
  backupCardNeeded: 'Add a credit or debit card first: it pays for anything your SNAP EBT card does not cover.',
  processingErrorTitle: 'Processing Error',
  processingError: "We're having trouble processing your order. Please try again.",
  /** `{code}`: an error code shown after a generic message. */
  errorCode: '(Error code: {code})',
  paymentsUpdateFailed: "We couldn't update your payment methods please try again.",
  refreshAndTryAgain: 'Please refresh page and try again.',
  timeRequired: 'You must have a time selected.',
  somethingWentWrongTitle: 'Something went wrong',
  tryAgain: 'Try Again',
  removeCard: 'Remove Card',
  /** '{card type} is not accepted for {fulfillment} at this time.' (wallet spec §8). */
  cardNotAccepted: '{cardType} is not accepted for {fulfillment} at this time.',
  expiredCard: 'This payment method is expired. Please select a different payment method.',
  modificationsSavedTitle: 'Modifications Saved',
  /** The spec gives the toast's title and button; the sentence asking for Confirm is ours. */
  modificationsSaved: "Your changes are saved. Press 'Confirm' to tell us you're finished.",
  confirm: 'Confirm',
  confirmFailed: 'There was a problem, please try again.',
  orderSuccessfullyPlaced: 'Order Successfully Placed',
};
