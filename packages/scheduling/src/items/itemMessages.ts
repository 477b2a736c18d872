// The cart and item lists' words (scheduling spec §2 "Cart and item UI", §5, §8, §9).
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording. Part of `schedulingMessages` (src/messages.ts).
 *
 * Every key starts with its component's name, so no other part of the table can shadow one.
 */
export const itemMessages = {
  // Cart item table (§2).
  itemTableItemsColumn: 'Items',
  itemTableQuantityColumn: 'Quantity',
  itemTableTotalPriceColumn: 'Total Price',
  /** The table's caption, read out only (the page around it has its own heading): ours. */
  itemTableCaption: 'Items in your cart',

  // Substitution text (§5; ambiguity 4 of the checklist).
  substitutionAllowed: 'Substitutions allowed',
  substitutionNotAllowed: 'Substitutions not allowed',
  /** Followed by the chosen backup item's description. */
  substitutionBackup: 'Backup:',

  // Item-image strip (§2, §9).
  /** The strip's name, one item: ours. */
  itemStripLabelOne: '{count} item',
  /** The strip's name, any other count: ours. */
  itemStripLabelOther: '{count} items',
  /** The bubble after the eighth image. */
  itemStripMore: '+{count}',
  /** The bubble past 999 more items (§9). */
  itemStripMoreCapped: '999+',
  /** What the bubble reads out, with the exact count even past the cap: ours. */
  itemStripMoreLabel: 'and {count} more',

  // Expandable item list (§2, §9).
  itemListShowAll: 'Show All Items',
  itemListHideAll: 'Hide All Items',

  // Unavailable item panel (§2, §8 "Items").
  unavailableItemTitle: 'Unavailable Item',
  unavailableItemMessage: 'This item is currently unavailable.',
  unavailableItemMaybeMessage: 'Item may be unavailable. Please see cart.',
  unavailableItemSimilarTitle: 'Similar Items',
  unavailableItemSimilarEmpty: 'No similar items were found. Try searching for a replacement instead.',
  unavailableItemSimilarFailed: 'There was a problem retrieving similar items. Please try again.',
  unavailableItemSimilarRetry: 'Try Again',
  /** Read out while similar items load: ours. */
  unavailableItemSimilarLoading: 'Loading similar items',

  // California warning (§5; ambiguity 25: the spec names the banner, not its words).
  /** The warning's name: ours. */
  californiaWarningLabel: 'California Proposition 65 warning',
  /**
   * Shown when the product carries no warning of its own: ours, Proposition 65's general
   * safe-harbour wording.
   */
  californiaWarningText:
    'WARNING: This product can expose you to chemicals known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',

  // Retry card (§2).
  retryCardMessage: 'Oops, something went wrong! Please reload your page.',
  retryCardReload: 'Reload',

  // Static map (§2, §8 "Map failure shows a placeholder").
  /** The map image's name: ours. */
  staticMapLabel: 'Map showing {address}',
  /** The map image's name when no address is given: ours. */
  staticMapLabelNoAddress: 'Map of the location',
  /** The placeholder drawing's name: ours. */
  staticMapPlaceholder: 'Map unavailable',

  // Checkout stepper (§2).
  /** The steps' name: ours. */
  checkoutStepperLabel: 'Checkout steps',
  checkoutStepScheduling: 'Scheduling',
  checkoutStepPayment: 'Payment',

  // Membership plan text (§3, §9; ambiguity 3: the displayed titles win over §3's prices).
  membershipPlanBoost: 'Boost',
  membershipPlanBoostEssential: 'Boost Essential',
  membershipPlanHtPlus99: 'HTPlus 99',
  membershipPlanHtPlus69: 'HTPlus 69',
  /** The 99 plans' delivery (MEMB-07): ours, the spec names the tier without words. */
  membershipSameDayDelivery: 'Same-day delivery',
  /** The 59 plans' delivery (MEMB-08): ours. */
  membershipNextDayDelivery: 'Next-day delivery',
  /** A missing or unreadable membership date (§9). */
  membershipDateUnknown: 'Unknown',
};

export type ItemMessages = typeof itemMessages;
