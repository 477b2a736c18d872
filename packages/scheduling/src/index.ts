// @aisle/scheduling: the shopping-method selector and scheduling: its words, routes, calls and screens.

// Words, routes and calls, each overridable by the host app
export { schedulingMessages, useSchedulingMessages, type SchedulingMessages } from './messages';
export { schedulingRoutes, type SchedulingRoutes } from './routes';
export { schedulingCalls, type SchedulingCalls } from './calls';
export { useSchedulingRoutes } from './hooks/useSchedulingRoutes';
export { useSchedulingCalls } from './hooks/useSchedulingCalls';

// The service contract: a typed function per call (§7)
export {
  addPreferences,
  checkAddressEligibility,
  createPromise,
  getModalityOptions,
  getPreferences,
  getProducts,
  getQuotes,
  getSimilarItems,
  updatePreference,
  updatePromise,
  userTimeZone,
  userTimeZoneHeader,
  type AddressEligibility,
  type ModalityOptions,
  type Quotes,
  type SchedulingCallOptions,
} from './api';

// The shopping-method selector (§2), as a page or a modal
export {
  activeModalityOf,
  ModalitySelector,
  ModalitySelectorModal,
  tabModalities,
  type ModalitySelectorModalProps,
  type ModalitySelectorProps,
  type SelectorOrigin,
  type SelectorScreen,
  type SelectorVersion,
} from './modalitySelector';

// The store search (§2, §4, §5, §8), for a host's own store chooser
export {
  crossBannerLink,
  optionsFailure,
  PostalCodeForm,
  StoreCard,
  storeChoices,
  StoreSearch,
  useGeolocation,
  useLocationSearch,
  useModalityOptions,
  type GeolocationState,
  type LatLng,
  type LocationSearch,
  type ModalityOptionsState,
  type OptionsFailure,
  type PostalCodeFormProps,
  type SearchMode,
  type StoreCardProps,
  type StoreChoice,
  type StoreSearchProps,
  type StoreSearchQuery,
} from './storeSearch';

// The location consent (§2, §4): its modal and the shopper's answer
export {
  LocationConsentModal,
  locationConsentPreference,
  useLocationConsent,
  type LocationConsent,
  type LocationConsentModalProps,
  type LocationConsentState,
  type UseLocationConsentOptions,
} from './locationConsent';

// The wire shape the selector reports, from the contract package
export type { ActiveModality, ModalityOption, StoreDetail } from '@aisle/contracts/scheduling';
