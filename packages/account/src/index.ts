// @aisle/account: the account area's words, its service contract, its headless hooks, its navigation
// and its screens.

// Words, routes and calls, each overridable by the host app
export { accountMessages, useAccountMessages, type AccountMessages } from './messages';
export { accountRoutes, type AccountRoutes } from './routes';
export { accountCalls, type AccountCalls } from './calls';
export { useAccountRoutes } from './hooks/useAccountRoutes';
export { useAccountCalls } from './hooks/useAccountCalls';

// The service contract: a typed function per call, its paths, types and error catalogue
export {
  activityTypes,
  addAddress,
  AddressCharactersError,
  addLegacyAddress,
  addressError,
  addressErrorCodes,
  addressErrorMessage,
  applicationNames,
  cardTypes,
  ebtPrograms,
  emailPreferenceLabel,
  emailPreferencesError,
  findStores,
  getAddresses,
  getCommunityRewardsParticipation,
  getEmailPreferences,
  getLegacyAddresses,
  getPreferredStore,
  getProfile,
  getSmsOptInStatus,
  InvalidAddressError,
  MissingMobilePhoneError,
  networkErrorMessage,
  removeAddress,
  removeLegacyAddress,
  requireAddressId,
  requireCompleteAddress,
  setPreferredStore,
  smsPreferenceError,
  smsPreferenceText,
  smsWarningMessage,
  storeSearchError,
  toEmailPreferenceUpdates,
  toProfile,
  transactionStatuses,
  transactionTypes,
  updateAddress,
  updateEmailPreferences,
  updateLegacyAddress,
  updateSmsOptIn,
  validateAddress,
  validateLegacyAddress,
  type AccountError,
  type ActivityType,
  type AddressTextField,
  type AddressErrorCode,
  type ApplicationName,
  type CardType,
  type EbtProgram,
  type EmailPreferencesAccess,
  type EmailPreferencesVersion,
  type Profile,
  type SmsAction,
  type SmsPreferenceText,
  type TransactionStatus,
  type TransactionType,
} from './api';

// Headless hooks
export {
  addressBookCalls,
  useAddressBook,
  useCommunityRewards,
  useEmailPreferences,
  useProfile,
  useSmsPreferences,
  type AddressBookCalls,
  type AddressBookLoadStatus,
  type AddressBookState,
  type AddressBookVersion,
  type CommunityRewardsState,
  type EmailPreferencesState,
  type EmailPreferencesStatus,
  type ProfileState,
  type SmsPreference,
  type SmsPreferencesState,
  type UseAddressBookOptions,
  type UseProfileOptions,
  type UseSmsPreferencesOptions,
} from './hooks';

// Navigation and layout
export {
  AccountBreadcrumbs,
  AccountLayout,
  AccountNavigation,
  accountNavigation,
  accountSection,
  useAccountNavigation,
  type AccountBreadcrumbsProps,
  type AccountEnvironment,
  type AccountLayoutProps,
  type AccountNavigationEntry,
  type AccountNavigationId,
  type AccountNavigationMessages,
  type AccountNavigationOptions,
  type AccountNavigationProps,
  type AccountNavigationSettings,
} from './navigation';

// Screens, with the schemas and rules they keep
export { AccountDashboard, type AccountDashboardProps } from './dashboard';
export { ProfileDetails, type ProfileDetailsProps } from './profile';
export {
  AddressBook,
  AddressBookV2,
  AddressEditor,
  defaultMaxAddresses,
  type AddressBookProps,
  type AddressBookV2Props,
  type AddressEditorProps,
} from './addressBook';
export {
  addressFieldLimits,
  AddressForm,
  createAddressSchema,
  useAddressSave,
  type AddressChoice,
  type AddressFormProps,
  type AddressSave,
  type AddressSaveState,
  type AddressSchema,
  type AddressSchemaMessages,
  type AddressSchemaOptions,
  type UseAddressSaveOptions,
} from './addressForm';
export {
  EmailPreferences,
  Preferences,
  preferencesAccessFromQuery,
  signedInAccess,
  SmsPreferences,
  smsPreferenceTypes,
  toEmailPreferencesAccess,
  type EmailPreferencesProps,
  type EmailPreferencesSettings,
  type PreferencesAccess,
  type PreferencesProps,
  type SmsPreferencesProps,
  type SmsToggleOutcome,
} from './preferences';
export { CommunityRewards, useCommunityRewardsLabel, type CommunityRewardsProps } from './communityRewards';
export {
  ageOn,
  AgeVerificationModal,
  createAgeVerificationSchema,
  earliestDateOfBirth,
  type AgeVerificationFormValues,
  type AgeVerificationModalProps,
  type AgeVerificationSchema,
  type AgeVerificationSchemaMessages,
  type AgeVerificationSchemaOptions,
  type AgeVerificationValues,
  type RestrictedItem,
} from './ageVerification';
export {
  cheapestCost,
  costLevel,
  DeliveryDayCarousel,
  deliveryDayCount,
  deliveryDayWidth,
  deliveryWeek,
  filterUnderFive,
  underFiveThreshold,
  type CostLevel,
  type DeliveryDay,
  type DeliveryDayCarouselProps,
} from './dayCarousel';
