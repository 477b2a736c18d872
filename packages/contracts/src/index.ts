// The shared domain of every feature and server: the address model, banners, dates, money and
// the services' headers. React-free and zod-free, so a screen that maps an address does not ship a
// schema library; the schemas are subpaths: the shared wire shapes (`./schemas`) and each
// feature's calls (`./account`, `./wallet`).

// The address model and its two boundaries
export {
  isMailingAddress,
  requireAddressId,
  type Address,
  type AddressLocation,
  type AddressType,
} from './address/address';
export { readAddressLines, toAddressLines, type StreetAndUnit } from './address/addressLines';
export { isAddressText } from './address/addressText';
export { isSameAddress } from './address/equality';
export { fromFormValues, toFormValues, type AddressFormValues } from './address/formValues';
export { normaliseLocation, type LocationInput } from './address/location';
export { orderAddressBook, orderByRecentlyModified, sortAddresses, type AddressOrder } from './address/ordering';
export { isValidPostalCode, normalisePostalCode, postalCodeMaxLength } from './address/postalCode';
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
} from './address/regions';
export {
  fromAddressRecord,
  fromBillingAddress,
  fromBillingAddressPayload,
  fromBillingAddressRecord,
  fromCardBillingAddress,
  fromLegacyAddress,
  fromProfileAddressPayload,
  fromServiceAddress,
  toAddressRecord,
  toBillingAddress,
  toBillingAddressPayload,
  toBillingAddressRecord,
  toCardBillingAddress,
  toLegacyAddress,
  toProfileAddressPayload,
  toServiceAddress,
} from './address/serviceMapping';
export type {
  AddressRecord,
  AddressValidationRequest,
  AddressValidationResponse,
  BillingAddress,
  BillingAddressPayload,
  BillingAddressRecord,
  CardBillingAddress,
  LegacyAddress,
  ProfileAddressPayload,
  ServiceAddress,
} from './address/serviceShapes';
export { readAddressType, readStateCode, tidyAddress, type UntidyAddress } from './address/tidy';
export {
  isCompleteAddress,
  readValidationResult,
  requiresValidation,
  toValidationRequest,
  validationOutcome,
  type AddressValidationResult,
  type ValidationOutcome,
} from './address/validation';
export { defaultZipValidator, formatZip, isValidZipSearch, zipLength, type ZipValidator } from './address/zip';

// Banners: who they are and what each offers (their look is @aisle/tokens')
export {
  bannerIds,
  bannerList,
  defaultBannerId,
  isBannerId,
  unknownBannerError,
  type BannerId,
  type BannerIdentity,
  type BannerKind,
} from './banners/bannerList';
export {
  bannerBehaviours,
  enabledModalities,
  getBannerBehaviour,
  modalities,
  type BannerBehaviour,
  type BannerFeatures,
  type CommunityRewardsLabel,
  type EducationProgramLink,
  type Modality,
  type ModalityCapabilities,
} from './banners/behaviour';
export { isLocalHost, resolveBanner, type BannerLocation } from './banners/resolveBanner';

// Dates and money as they travel
export {
  calendarKey,
  dateParts,
  daysInMonth,
  isCalendarDate,
  readDate,
  type DateInput,
  type ZonedDate,
} from './dates/calendarDate';
export { readClock, toServiceDateTime, type Clock } from './dates/clock';
export type { ServiceDateTime } from './dates/serviceDateTime';
export { fromCents, parseBalance, toCents } from './money/money';

// Analytics events as they travel (the batch's schema is `./schemas`')
export { analyticsLimits, analyticsPaths } from './analytics/limits';
export type { AnalyticsBatch, AnalyticsBatchEvent, JsonValue } from './analytics/analyticsBatch';

// Headers and the host applications
export { appNames, channel, defaultAppName, serviceHeaders, type AppName } from './headers';
