export { optionsFailure, type OptionsFailure, type SearchMode } from './optionsOutcome';
export {
  PostalCodeForm,
  postalCodeClientConstraint,
  postalCodeClientConstraintEvent,
  type PostalCodeClientConstraintEvent,
  type PostalCodeFormProps,
} from './PostalCodeForm';
export { StoreCard, type StoreCardProps } from './StoreCard';
export { crossBannerLink, storeChoices, type StoreChoice } from './storeRules';
export { StoreSearch, type StoreSearchProps } from './StoreSearch';
export { useGeolocation, type GeolocationState, type LatLng } from './useGeolocation';
export { useLocationSearch, type LocationSearch } from './useLocationSearch';
export { useModalityOptions, type ModalityOptionsState, type StoreSearchQuery } from './useModalityOptions';
