// The flash sales' words (checkout spec §2 "Flash sales teaser", the flashSales drawer and the
// 'Remove flash sale items?' modal). The spec quotes only the modal's title; every other entry is
// marked ours. `{name}` marks a value filled in with `format` from @aisle/ui.
export const flashSaleMessages = {
  /** The teaser's heading and the drawer's title: ours. */
  flashSalesTitle: 'Flash Sales',
  /** The teaser's line; `{percent}` is the deepest discount: ours. */
  flashSalesTeaser: 'Limited-time deals for this order, up to {percent}% off.',
  /** Opens the drawer: ours. */
  flashSalesView: 'View Flash Sales',
  /** Under the drawer's title; `{limit}` is 10 (§9): ours. */
  flashSalesDescription: 'Sale prices for this order only. Up to {limit} of each item.',
  /** The list's accessible name: ours. */
  flashSalesListLabel: 'Flash sale items',
  /** `{price}`: the regular price of one: ours. */
  flashSalesWasPrice: 'Was {price}',
  /** `{price}`: the sale price of one: ours. */
  flashSalesNowPrice: 'Now {price}',
  /** `{percent}`: the sale's percentOff: ours. */
  flashSalesPercentOff: '{percent}% off',
  /** The quantity selector's label: ours. */
  flashSalesQuantity: 'Quantity',
  /** `{quantity}`: how many of the item the order holds: ours. */
  flashSalesInOrder: '{quantity} in your order',
  /** Puts the chosen quantity in the order: ours. */
  flashSalesAdd: 'Add',
  /** The same, once the order holds the item: the quantity replaces the order's: ours. */
  flashSalesUpdate: 'Update',
  /** While the order is being updated: ours. */
  flashSalesAdding: 'Adding',
  /** Announced once the order holds the item; `{quantity}` and `{item}`: ours. */
  flashSalesAdded: 'Your order now has {quantity} of {item}.',
  /** The update failed; the drawer and the chosen quantities stay. `{item}`: ours. */
  flashSalesAddFailed: "We couldn't add {item} to your order. Please try again.",
  /** The modal when leaving with flash sale items (§4). */
  flashSalesRemoveTitle: 'Remove flash sale items?',
  /** The modal's body, above the items: ours. */
  flashSalesRemoveBody:
    "Flash sale prices are for this order's time and store only. To continue, these items will be removed from your order:",
  /** Confirms: removes the items and goes on: ours. */
  flashSalesRemoveConfirm: 'Remove Items',
  /** Cancels: stays on the page with the items: ours. */
  flashSalesRemoveCancel: 'Cancel',
  /** While the items are being removed: ours. */
  flashSalesRemoving: 'Removing',
  /** The removal failed; the modal stays open: ours. */
  flashSalesRemoveFailed: "We couldn't remove the flash sale items. Please try again.",
};
