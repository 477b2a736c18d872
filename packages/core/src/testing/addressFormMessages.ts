import type { AddressFormMessages } from '../addressForm/messages';

// The address form's words for core's own tests: the account spec's, as a feature passes them in.
export const addressFormMessages: AddressFormMessages = {
  streetAddressLabel: 'Street Address',
  aptSuiteLabel: 'Apt/Suite',
  cityLabel: 'City',
  stateProvinceLabel: 'State/Province',
  selectStateProvince: 'Select State/Province',
  postalCodeLabel: 'Postal Code',
  makeMailingAddressLabel: 'Make this my mailing address',
  cancelButton: 'Cancel',
  streetAddressRequired: 'Street Address is required',
  cityRequired: 'City is required',
  stateProvinceRequired: 'State/Province is required',
  postalCodeInvalid: 'Please enter a valid Postal Code',
  fieldTooLong: '{field} must be at most {max} characters',
  addressCharactersInvalid: "{field} can only use letters, numbers, spaces and . , ' # & ( ) / -",
};
