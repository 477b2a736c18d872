/**
 * The words of the address form, from the message table of the feature that shows it (so a host's
 * overrides reach the form through that feature). Named as the account table names them, so its
 * table fits as it is. `fieldTooLong` is filled in with `{field}` (the field's label) and `{max}`.
 */
export interface AddressFormMessages {
  streetAddressLabel: string;
  aptSuiteLabel: string;
  cityLabel: string;
  stateProvinceLabel: string;
  selectStateProvince: string;
  postalCodeLabel: string;
  makeMailingAddressLabel: string;
  cancelButton: string;
  streetAddressRequired: string;
  cityRequired: string;
  stateProvinceRequired: string;
  postalCodeInvalid: string;
  fieldTooLong: string;
  /** A street, unit or city holding an emoji or a symbol; `{field}` is the field's label. */
  addressCharactersInvalid: string;
}
