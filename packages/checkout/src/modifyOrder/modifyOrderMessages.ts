// The modify-order checkout's words (checkout spec §2 "Modify-order checkout screen", §4 "Modify
// submit"). Strings the spec quotes are kept exactly; entries marked "ours" are where it names a
// text without its wording. The modify errors and the 'Modifications Saved' toast are in the error
// catalogue (`errorMessages`: modifyItemsIssue, cannotModify, modificationsSaved…, confirm,
// confirmFailed); the blocks the screen shares with the payment page keep that page's words
// (`paymentPageItemsTitle`, `paymentPageContactTitle`, …). Every key starts with `modifyOrder`.
export const modifyOrderMessages = {
  /** The heading for a ship order. */
  modifyOrderTitleShip: 'Complete Your Order',
  /** The heading for a pickup or a delivery. */
  modifyOrderTitle: 'Complete your order',
  modifyOrderInformationTitle: '1. Order Information',
  /** The summary panel's name (the spec's "Order Summary panel"). */
  modifyOrderSummaryLabel: 'Order Summary',
  modifyOrderSubmit: 'Submit Modified Order',
  /** The submit button while the modification is sent: ours. */
  modifyOrderSubmitting: 'Submitting modified order',
  /** Opens the items drawer on a narrow screen (the spec's 'View' row). */
  modifyOrderViewItems: 'View',
  /** A line of the modify cart the placed order does not describe, `{gtin13}`: ours. */
  modifyOrderUnknownItem: 'Item {gtin13}',
  /** On a line the service could no longer promise (§4 step 6 "Stale items are marked as newly ineligible"): ours. */
  modifyOrderNewlyIneligible: 'No longer available',
  /** After the item count on a narrow screen, `{count}` such lines: ours. */
  modifyOrderNewlyIneligibleCount: '{count} no longer available',
  /** Under the submit button, once a failed submission carried the SNAP EBT balance (§4 step 5), `{amount}`: ours. */
  modifyOrderSnapBalance: 'Your SNAP EBT card has {amount} left.',
};
