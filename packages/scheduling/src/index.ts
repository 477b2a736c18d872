// @aisle/scheduling: the shopping-method selector and scheduling: its words, routes, calls and screens.

// Words, routes and calls, each overridable by the host app
export { schedulingMessages, useSchedulingMessages, type SchedulingMessages } from './messages';
// Each screen's part of the table, for a host that shows one screen's words in its own
export { selectorMessages } from './modalitySelector/selectorMessages';
export { addressBookMessages } from './modalityAddressBook/addressBookMessages';
export { addressBookV2Messages } from './modalityAddressBookV2/addressBookV2Messages';
export { addressFormMessages } from './modalityAddressForm/addressFormMessages';
export { consentMessages } from './locationConsent/consentMessages';
export { itemMessages } from './items/itemMessages';
export { slotMessages } from './upfrontSlots/slotMessages';
export { schedulingPageMessages } from './schedulingPage/schedulingPageMessages';
export { replacementMessages } from './replacementDrawer/replacementMessages';
export { filterMessages } from './deliveryFilters/filterMessages';
export { schedulingRoutes, type SchedulingRoutes } from './routes';
export { schedulingCalls, type SchedulingCalls } from './calls';
export { useSchedulingRoutes } from './hooks/useSchedulingRoutes';
export { useSchedulingCalls } from './hooks/useSchedulingCalls';
// The string table (§7): its words over a screen's, the host's overrides over both
export { useStringTable } from './hooks/useStringTable';

// The service contract: a typed function per call (§7)
export {
  addAddress,
  addPreferences,
  checkAddressEligibility,
  getAddresses,
  createPromise,
  deleteAddress,
  geocodeAddress,
  getModalityOptions,
  getPreferences,
  getProducts,
  getQuotes,
  getSimilarItems,
  getStringTable,
  quotesLocale,
  updateAddress,
  updatePreference,
  updatePromise,
  userTimeZone,
  userTimeZoneHeader,
  validateAddress,
  type AddressEligibility,
  type ModalityOptions,
  type Quotes,
  type SchedulingCallOptions,
  type ValidateAddressOptions,
} from './api';

// The shopping-method selector (§2), as a page or a modal
export {
  activeModalityOf,
  ModalitySelector,
  ModalitySelectorModal,
  tabModalities,
  type AddressBookVersion,
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
  postalCodeClientConstraint,
  postalCodeClientConstraintEvent,
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
  type PostalCodeClientConstraintEvent,
  type PostalCodeFormProps,
  type SearchMode,
  type StoreCardProps,
  type StoreChoice,
  type StoreSearchProps,
  type StoreSearchQuery,
} from './storeSearch';

// The modality address book (§2, §4 "Selecting an address") and the signed-out screen
export {
  chooseAddress,
  ModalityAddressBook,
  useModalityAddresses,
  type AddressChoice,
  type ModalityAddressBookProps,
  type ModalityAddresses,
} from './modalityAddressBook';
export { SignedOutPanel, type SignedOutPanelProps } from './signedOut';

// The address form's steps and its analytics event (ADD_ADDRESS: §2 "Address form (steps)", §4
// "Address form", §8). The form is the selector's own screen, loaded when opened: not exported, so
// its form libraries never reach a page that only shows the selector.
export {
  addressUserConstraint,
  addressUserConstraintEvent,
  type AddressUserConstraintEvent,
} from './modalityAddressForm/addressFormAnalytics';
export { afterValidation, type AddressFormStep, type AfterValidation } from './modalityAddressForm/addressSteps';

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

// The upfront delivery time slots (§2, §4 "Upfront slots", "Promise storage")
export {
  defaultPromiseTtlMinutes,
  isExpired,
  isStoredPromiseValid,
  quotesFailure,
  readStoredPromise,
  reserveFailure,
  timeslotUnavailableCode,
  toStoredPromise,
  unknownResponseCode,
  unknownResponseErrorCode,
  UpfrontSlots,
  upfrontSlotsComponent,
  useQuotes,
  type QuotesFailure,
  type QuotesState,
  type QuotesStatus,
  type ReserveFailure,
  type StoredPromise,
  type UpfrontReservation,
  type UpfrontSlotsProps,
  type UseQuotesOptions,
} from './upfrontSlots';

// The scheduling step (§4 "Scheduling page", §8 "Scheduling titles")
export {
  defaultMinimumAge,
  hasPromiseFallout,
  hasValidDestination,
  isTimeExpiredError,
  modifyCartPath,
  requiredAgeOf,
  SchedulingPage,
  schedulingErrorKind,
  schedulingErrorText,
  schedulingErrorTitle,
  schedulingPageAbandonedEvent,
  schedulingRedirect,
  type ChangeStoreSettings,
  type DeliveryFilterSettings,
  type ReplacementStep,
  type ScheduledModality,
  type SchedulingErrorKind,
  type SchedulingErrorText,
  type SchedulingModalState,
  type SchedulingPageAbandonedEvent,
  type SchedulingPageMessages,
  type SchedulingPageProps,
  type SchedulingPhase,
  type SchedulingRedirect,
  type SchedulingRedirectInput,
} from './schedulingPage';

// The delivery filters and membership delivery messages (§4 "Delivery filters", §6, §9)
export {
  availableFilters,
  BannerDeliveryUnavailableModal,
  bannerDeliveryToggled,
  bannerDeliveryToggledEvent,
  bannerDeliveryUnavailableCodes,
  bannerDeliveryVendorId,
  defaultFreeThreshold,
  deliveryFilters,
  DeliveryFilters,
  deliveryFilterStorageKeys,
  filterQuotes,
  formatThreshold,
  freeThreshold,
  keepsOption,
  membershipBannerTypes,
  membershipDelivery,
  MembershipDeliveryMessage,
  membershipDisclaimer,
  readStoredFlag,
  resolveFilter,
  shouldFallBackToAllDelivery,
  underFiveLimit,
  writeStoredFlag,
  type BannerDeliveryToggledEvent,
  type BannerDeliveryUnavailableModalProps,
  type DeliveryFilter,
  type DeliveryFiltersProps,
  type FilterMessages,
  type MembershipDelivery,
  type MembershipDeliveryMessageProps,
  type QuotedWeek,
  type QuotesMembership,
} from './deliveryFilters';

// The replacement drawer (§4 "Replacement drawer", §3 "Stored replacement selection")
export {
  activeSelections,
  allReplaced,
  isReplacementSelectionValid,
  readReplacementSelection,
  readReplacementSelections,
  ReplacementDrawer,
  replacementSelectionTtlMinutes,
  similarItemsPerPage,
  toReplacementSelection,
  unavailableRows,
  useSimilarItems,
  withSelection,
  type ExcludedItem,
  type ReplacementChoice,
  type ReplacementDrawerProps,
  type ReplacementSelection,
  type SimilarItemsState,
  type UnavailableRow,
} from './replacementDrawer';

// The cart and item UI (§2 "Cart and item UI", §5, §8 "Items")
export {
  CaliforniaWarning,
  cartItems,
  CheckoutStepper,
  defaultCollapsedCount,
  ExpandableItemList,
  ItemImageStrip,
  itemStripMaxCount,
  itemStripMaxImages,
  ItemTable,
  lineTotal,
  moreBubbleText,
  ProductImage,
  productImageUrl,
  readSubstitutionPolicy,
  RetryCard,
  showsCaliforniaWarning,
  StaticMap,
  staticMapZoom,
  substitutionPolicies,
  SubstitutionText,
  substitutionWords,
  UnavailableItemPanel,
  unitPrice,
  type CaliforniaWarningProps,
  type CartItem,
  type CartLine,
  type CheckoutStep,
  type CheckoutStepperProps,
  type ExpandableItemListProps,
  type ItemAvailability,
  type ItemImageStripProps,
  type ItemMessages,
  type ItemTableProps,
  type MapPoint,
  type ProductImageProps,
  type ProductImageSize,
  type RetryCardProps,
  type StaticMapProps,
  type StripMessages,
  type SubstitutionMessages,
  type SubstitutionPolicy,
  type SubstitutionTextProps,
  type SubstitutionWords,
  type UnavailableItemPanelProps,
} from './items';

// The static map's pin (§2 "Static map with a pin", §7 "a geocode is done for non-coordinate pins")
export { pointOfPin, useMapPoint, type MapPin, type MapPointState } from './items/StaticMap';

// Membership plan text (§3 "Subscription types", §9)
export {
  isSubscriptionType,
  planDate,
  planDays,
  planDelivery,
  planDeliveryTiers,
  planDuration,
  planPeriod,
  planTitle,
  planTitleKeys,
  subscriptionTypes,
  type MembershipItemDurations,
  type PlanDateOptions,
  type PlanDeliveryTier,
  type PlanMessages,
  type SubscriptionType,
} from './membership';

// The wire shape the selector reports, from the contract package
export type { ActiveModality, ModalityOption, StoreDetail } from '@aisle/contracts/scheduling';
