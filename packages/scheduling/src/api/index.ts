export { addAddress, deleteAddress, getAddresses, updateAddress } from './addresses';
export { validateAddress, type ValidateAddressOptions } from './addressValidation';
export { geocodeAddress } from './geocode';
export { checkAddressEligibility, getModalityOptions, type AddressEligibility, type ModalityOptions } from './modality';
export type { SchedulingCallOptions } from './options';
export { addPreferences, getPreferences, updatePreference } from './preferences';
export { getProducts, getSimilarItems } from './products';
export {
  createPromise,
  getQuotes,
  quotesLocale,
  updatePromise,
  userTimeZone,
  userTimeZoneHeader,
  type Quotes,
} from './promising';
export { getStringTable } from './stringTable';
