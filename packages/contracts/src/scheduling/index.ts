// The shopping-method selector's calls (scheduling spec §3 and §7): paths, and each request and
// response as a zod schema with its type.
export {
  activeModality,
  addressEligibilityRequest,
  addressEligibilityResponse,
  bannerDeliveryService,
  deliveryService,
  modalityOption,
  modalityOptionsRequest,
  modalityOptionsResponse,
  modalityType,
  storeDetail,
  type ActiveModality,
  type AddressEligibilityRequest,
  type AddressEligibilityResponse,
  type DeliveryService,
  type ModalityOption,
  type ModalityOptionsRequest,
  type ModalityOptionsResponse,
  type StoreDetail,
} from './modalityOptions';
export { readModalityType } from './modalityTypes';
export {
  addressNotFoundCode,
  geocodePrecision,
  geocodeResponse,
  geoPoint,
  type GeocodePrecision,
  type GeocodeQuery,
  type GeocodeResponse,
  type GeoPoint,
} from './maps';
export { staticMapLimits, type StaticMapQuery } from './staticMap';
export type { Modality } from '../banners/behaviour';
export { schedulingPaths } from './paths';
export {
  product,
  productsResponse,
  similarItemsResponse,
  type Product,
  type ProductsResponse,
  type SimilarItemsResponse,
} from './products';
export {
  addPreferencesRequest,
  customerPreference,
  customerPreferenceResponse,
  customerPreferencesResponse,
  preferenceNames,
  updatePreferenceRequest,
  type AddPreferencesRequest,
  type CustomerPreference,
  type CustomerPreferenceResponse,
  type CustomerPreferencesResponse,
  type PreferenceName,
  type UpdatePreferenceRequest,
} from './preferences';
export {
  createPromiseRequest,
  promiseV4,
  promiseResponse,
  updatePromiseRequest,
  type CreatePromiseRequest,
  type PromiseV4,
  type PromiseResponse,
  type UpdatePromiseRequest,
} from './promises';
export {
  headingAndBody,
  membershipMessages,
  modalityFulfillmentStrings,
  stringTableIds,
  stringTableResponse,
  upfrontTimeslotsStrings,
  type MembershipMessages,
  type ModalityFulfillmentStrings,
  type StringTableId,
  type StringTableResponse,
  type StringTables,
  type UpfrontTimeslotsStrings,
} from './stringTable';
export {
  quoteItem,
  quoteItems,
  quotesQuery,
  quotesRequest,
  quotesResponse,
  quoteVendor,
  slotSelectionId,
  timeSlotDay,
  timeSlotOption,
  timeWindow,
  type QuoteItem,
  type QuoteItems,
  type QuoteVendor,
  type QuotesQuery,
  type QuotesRequest,
  type QuotesResponse,
  type TimeSlotDay,
  type TimeSlotOption,
} from './quotes';
