// The replacement drawer's words (scheduling spec §4 "Replacement drawer", §5, §8 "Items").
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included, the one curly
 * apostrophe in 'You’re All Set'); `{name}` marks a value filled in with `format` from @aisle/ui.
 * Entries marked "ours" are where the spec needs a text it does not give. Part of
 * `schedulingMessages` (src/messages.ts).
 *
 * Every key starts with `replacement`, so no other part of the table can shadow one. The §8 item
 * texts the 'Unavailable Item' panel also shows are repeated here under their own keys, as each
 * screen of the package keeps its own: a host can word the drawer apart from the cart.
 */
export const replacementMessages = {
  // The 'unavailable items list' screen (§4).
  /** While an unavailable item has no replacement. */
  replacementUnavailableTitle: 'Items Are Unavailable',
  /** Once each has one, or none remain. */
  replacementAllSetTitle: 'You’re All Set',
  /** Under the title while items need a replacement: ours. */
  replacementUnavailableDescription: 'Choose a similar item to replace each one, or continue without them.',
  /** Under the title once none do: ours. */
  replacementAllSetDescription: 'Your order is ready for payment.',
  /** The list of unavailable items, read out only: ours. */
  replacementListLabel: 'Unavailable items',
  replacementItemUnavailable: 'This item is currently unavailable.',
  /** The line's quantity: ours. */
  replacementQuantity: 'Qty {quantity}',
  /** Opens 'Select a Replacement' for an item without one: ours. */
  replacementFindSimilar: 'Find Similar Items',
  /** Opens it for an item that has one: ours. */
  replacementChange: 'Change Replacement',
  /** Before the chosen replacement's name: ours. */
  replacementReplacingWith: 'Replacing with',
  /** An item whose similar-item lookup came back empty (§8). */
  replacementNoneFound: 'No replacements found',
  /** Read out while the unavailable items' products load: ours. */
  replacementItemsLoading: 'Loading unavailable items',
  /** While the host stores a replacement: ours. */
  replacementSaving: 'Saving replacement',
  /** Announced once a replacement is stored: ours. */
  replacementSaved: '{replacement} will replace {item}.',
  /** The host could not store it; in the words of §8's reserve failure: ours. */
  replacementSaveFailed: 'Your replacement was not saved. Please try again.',
  replacementContinue: 'Continue to Payment',

  // The 'find similar item' screen (§4, §5, §8, §9).
  replacementSelectTitle: 'Select a Replacement',
  /** Under the title, naming the unavailable item: ours. */
  replacementSelectDescription: 'Choose an item to replace {item}.',
  /** The similar items' radio group. */
  replacementSimilarLegend: 'Similar Items',
  replacementSimilarEmpty: 'No similar items were found. Try searching for a replacement instead.',
  replacementSimilarFailed: 'There was a problem retrieving similar items. Please try again.',
  replacementSimilarRetry: 'Try Again',
  /** Read out while similar items load: ours. */
  replacementSimilarLoading: 'Loading similar items',
  /** §5: 'Replace Item' with no similar item chosen. */
  replacementSelectFirst: 'Please select a similar item first.',
  /** The paging buttons' group, read out only: ours. */
  replacementPagesLabel: 'Similar item pages',
  /** Ours. */
  replacementPreviousPage: 'Previous',
  /** Ours. */
  replacementNextPage: 'Next',
  /** Ours. */
  replacementPageStatus: 'Page {page} of {pages}',
  replacementReplaceButton: 'Replace Item',
  replacementBackButton: 'Back',
  /** The drawer's close button: ours. */
  replacementClose: 'Close',
};

export type ReplacementMessages = typeof replacementMessages;
