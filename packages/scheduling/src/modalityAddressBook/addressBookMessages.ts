// The modality address book panel's words (scheduling spec §2 "Modality address book panel", §8).
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording. Part of `schedulingMessages` (src/messages.ts).
 */
export const addressBookMessages = {
  selectAddressTitle: 'Select Address',
  addAddressTitle: 'Add Address',
  /** The button opening the address form (§2 "Address book v2": 'Add Address'). */
  addAddressButton: 'Add Address',
  chooseAddressSubtitle: 'Choose Address for {modality}',
  enterAddressSubtitle: 'Enter your address to see accurate {modality} options',
  viewAllAddressesLink: 'View All Addresses',
  /** Shows the saved addresses past the first three (account spec §9): ours. */
  showMoreAddresses: 'Show {count} More Addresses',
  editAddressLink: 'Edit',
  /** The addresses' radio group name: ours. */
  savedAddressesLabel: 'Saved addresses',
  /** The panel's main button; the spec names the action, not the words: ours. */
  useAddressButton: 'Use This Address',
  /** While the address is checked and set: ours. */
  checkingAddress: 'Checking address',
  /** The mailing address's mark: the address form's 'Make this my mailing address' (§3), ours. */
  mailingAddressMark: 'Mailing address',
  addressNotEligible: 'The address you entered is not eligible for {modality}.',
  /** §5: the address has no postal code, so it cannot be validated (the shorter form of ERR-17, ambiguity 14). */
  addressValidationNeedsPostalCode:
    "We're sorry, but something went wrong when trying to validate your address. Please try again.",
  /** §8: the call validating the address for the way of shopping, or fetching its options, failed. */
  addressValidationFailed:
    "We're sorry, but something went wrong when trying to validate your address. Please try again. If the problem persists, please contact Customer Service at {phone}.",
  /** §8 "unknown fetch address service error": the address list could not load; ours in words. */
  addressesLoadFailed: 'We could not load your saved addresses.',
  loadingAddresses: 'Loading your addresses',
};
