// The selector's address form's words (scheduling spec §2 "Address form (steps)", §3 "Address form
// values", §8), and the labels and rules of `@aisle/core/address-form`'s form.
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. The spec gives no field labels or rule messages
 * (FORM-10): those are marked "account's", the account package's English words for the same
 * shared form, so a shopper meets one form in one wording. Entries marked "ours" are where the
 * spec names a text without its wording. Part of `schedulingMessages` (src/messages.ts).
 */
export const addressFormMessages = {
  // The form's labels and rules (`AddressFormMessages` of @aisle/core/address-form).
  /** Account's. */
  streetAddressLabel: 'Street Address',
  /** Account's. */
  aptSuiteLabel: 'Apt/Suite',
  /** Account's. */
  cityLabel: 'City',
  /** Account's. */
  stateProvinceLabel: 'State/Province',
  /** Account's. */
  selectStateProvince: 'Select State/Province',
  /**
   * Account's. The form's `postalCodeLabel`, under a key of its own: the store search's
   * `postalCodeLabel` ('ZIP Code') takes US codes only, this field Canadian ones too.
   */
  addressPostalCodeLabel: 'Postal Code',
  makeMailingAddressLabel: 'Make this my mailing address',
  cancelButton: 'Cancel',
  /** Account's. */
  streetAddressRequired: 'Street Address is required',
  /** Account's. */
  cityRequired: 'City is required',
  /** Account's. */
  stateProvinceRequired: 'State/Province is required',
  /** Account's. */
  postalCodeInvalid: 'Please enter a valid Postal Code',
  /** Account's (`{field}` is the field's label). */
  fieldTooLong: '{field} must be at most {max} characters',
  /** Account's (`{field}` is the field's label; the spec has no character rule). */
  addressCharactersInvalid: "{field} can only use letters, numbers, spaces and . , ' # & ( ) / -",

  // The form in the selector's page (the spec titles only the modal variant).
  /** Ours: the spec's 'Edit Address' button words as the title of the page's edit form. */
  editAddressTitle: 'Edit Address',
  /** Ours. */
  saveAddressButton: 'Save Address',

  // The modal variant (§2).
  addDeliveryAddressTitle: 'Add Delivery Address',
  editDeliveryAddressTitle: 'Edit Delivery Address',
  saveAndContinueButton: 'Save and Continue',
  updateAddressButton: 'Update Address',
  /** The confirm-corrected-address modal's title (ambiguity 20). */
  checkAvailabilityTitle: 'Check Availability',

  // ADDRESS_CONFIRMATION (§2).
  suggestedAddressTitle: 'Suggested Address',
  editAddressButton: 'Edit Address',
  confirmAddressButton: 'Confirm Address',
  /** While the address is saved and checked: ours. */
  savingAddress: 'Saving address',

  // §8.
  addressCorrected:
    'We found an address that closely matches what you entered. If this looks correct, select "Confirm Address". If not, go back to modify your original entry.',
  /** Shown with the shopper's own entry when the validation call failed (ambiguity 10). */
  addressUnverifiable: 'Our system was unable to verify this address. Please edit your address or enter a new one.',
  /** When the service does not validate the address (the spec does not say when; ours). */
  addressNotValid: 'The address you entered is not valid. Please review the information entered.',
};
