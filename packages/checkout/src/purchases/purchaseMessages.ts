// Purchase History (account spec §2 "/mypurchases"): the spec names the page and the order link
// (checkout spec §2 "/mypurchases/pending/{checkoutId}") but shows none of its words: ours.
export const purchaseMessages = {
  purchasesLoading: 'Loading your orders',
  purchasesEmpty: "You haven't placed an order yet.",
  purchasesPickupOrder: 'Pickup order',
  purchasesDeliveryOrder: 'Delivery order',
  purchasesShipOrder: 'Ship order',
  /** `{date}`: 'MMM. D, YYYY'. */
  purchasesOrderedOn: 'Ordered on {date}',
  purchasesCancelled: 'Canceled',
  /** `{count}`: the number of items. */
  purchasesItemCount: '{count} Item(s)',
  purchasesTotal: 'Estimated total',
  purchasesViewOrder: 'View order',
  purchasesModifyOrder: 'Modify Order',
  purchasesBackToList: 'Back to Purchase History',
};
