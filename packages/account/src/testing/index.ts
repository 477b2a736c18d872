// @aisle/account/testing: fixtures and MSW handlers for testing an integration of the account area.
export { accountHandlers, type AccountHandlersOptions } from './accountHandlers';
export { addressHandlers, type AddressHandlerOptions, type ValidationAnswer } from './addressHandlers';
export { fetchFromHandlers } from '@aisle/core/testing';
export * from './fixtures';
export { fromProfilePayload, inMemoryAddressBook, type InMemoryAddressBook } from './inMemoryAddressBook';
export { preferenceHandlers, type PreferenceHandlerOptions } from './preferenceHandlers';
export { failureFor, type AccountRoute, type RouteFailure, type RouteFailures } from './routeFailures';
export { AccountTestProvider, type AccountTestProviderProps } from './AccountTestProvider';
