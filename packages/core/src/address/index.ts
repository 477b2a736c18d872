// The address domain shared by account, scheduling and wallet: React-free, so servers can use it.
export {
  canadianProvinces,
  canadianTerritories,
  countryFromState,
  findRegion,
  isCanadianRegion,
  isCountryCode,
  regionFromCodeOrName,
  regionOptions,
  resolveCountry,
  usStates,
  usTerritoriesAndMilitary,
  type CountryCode,
  type Region,
  type RegionListOptions,
} from './regions';
export { isValidPostalCode, normalisePostalCode, postalCodeMaxLength } from './postalCode';
export { defaultZipValidator, formatZip, isValidZipSearch, zipLength, type ZipValidator } from './zip';
export type {
  Address,
  AddressFormValues,
  AddressLocation,
  AddressType,
  AddressUi,
  AddressValidationRequest,
  AddressValidationResult,
  BillingAddress,
  BillingAddressPayload,
  BillingAddressRecord,
  CardBillingAddress,
  LocationInput,
  ProfileAddressPayload,
  ServiceAddress,
  ServiceAddressRecord,
  ServiceAddressType,
} from './types';
export { readAddressLines, toAddressLines, type StreetAndUnit } from './addressLines';
export { normaliseLocation } from './location';
export {
  fromFormValues,
  fromServiceRecord,
  fromUiAddress,
  readAddressType,
  readStateCode,
  toFormValues,
  toProfilePayload,
  toServiceAddress,
  toUiAddress,
  type AddressLike,
} from './mapping';
export {
  isCompleteAddress,
  readValidationResult,
  requiresValidation,
  toValidationRequest,
  validationOutcome,
  type ValidationOutcome,
} from './validation';
export {
  fromBillingAddress,
  fromCardBillingAddress,
  toBillingAddress,
  toBillingAddressPayload,
  toCardBillingAddress,
} from './billing';
export { isSameAddress, type AnyAddress } from './equality';
export { orderAddressBook, orderByRecentlyModified, sortAddresses, type AddressOrder } from './ordering';
