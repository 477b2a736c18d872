// The address book v2's words (scheduling spec §2 "Address book v2", §4 "On save").
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included). Its buttons 'Add
 * Address', 'Confirm Address' and 'Edit Address' are the address book's and the address form's
 * (`addAddressButton`, `confirmAddressButton`, `editAddressButton`). Entries marked "ours" are where
 * the spec names a text without its wording; "account's" are the account package's words for the
 * same action in its own address book, so a shopper meets one wording. Part of `schedulingMessages`
 * (src/messages.ts).
 */
export const addressBookV2Messages = {
  currentAddressHeading: 'Current Address',
  otherAddressesHeading: 'Other Addresses',
  /** The no-address-selected view's words, under 'Current Address': ours. */
  noAddressSelected: 'No address selected.',
  /** 'Use This Address' with no other address chosen: ours. */
  chooseAddressFirst: 'Please choose an address first.',
  /** The spec offers deletion without naming it: account's. */
  deleteAddressButton: 'Delete Address',
  /** The question before deleting: ours. */
  deleteAddressQuestion: 'Delete this address?',
  /** While the address is deleted: ours. */
  deletingAddress: 'Deleting address',
  /** Announced once the book is back without the address: account's. */
  addressDeleted: 'Address successfully deleted',
};
