// @aisle/account/testing: fixtures and MSW handlers for testing an integration of the account area.

// A provider and handlers for a test
export { AccountTestProvider, type AccountTestProviderProps } from './AccountTestProvider';
export { accountHandlers, type AccountHandlersOptions } from './accountHandlers';
export { addressHandlers, type AddressHandlerOptions, type ValidationAnswer } from './addressHandlers';
export { preferenceHandlers, type PreferenceHandlerOptions } from './preferenceHandlers';
export { profileHandlers, type ProfileHandlerOptions } from './profileHandlers';
export { failureFor, type AccountRoute, type RouteFailure, type RouteFailures } from './routeFailures';
export { fromProfilePayload, inMemoryAddressBook, type InMemoryAddressBook } from './inMemoryAddressBook';
export { fetchFromHandlers } from '@aisle/core/testing';

// Fixtures
export {
  canadianAddressValues,
  correctedAddressValues,
  demoAddresses,
  demoAddressRecords,
  demoBannerDetails,
  demoCommunityRewards,
  demoEmailPreferences,
  demoHomeAddress,
  demoHomeRecord,
  demoProfile,
  demoProfileResponse,
  demoStores,
  errorBodies,
  errorBody,
  fullAddressRecords,
  newAddress,
  smsOptedIn,
  smsOptedOut,
  smsOptInPending,
  unverifiedAddressValues,
  validatedAddressValues,
} from './fixtures';
