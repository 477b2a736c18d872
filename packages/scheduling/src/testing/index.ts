// @aisle/scheduling/testing: fixtures and MSW handlers for testing an integration of the selector.

// A provider and handlers for a test
export { SchedulingTestProvider, type SchedulingTestProviderProps } from './SchedulingTestProvider';
export { schedulingHandlers, type SchedulingHandlersOptions } from './schedulingHandlers';
export {
  schedulingErrorBody,
  type SchedulingFailures,
  type SchedulingRoute,
  type SchedulingRouteFailure,
} from './handlers/failures';
export { invalidPostalCodeError, noStoresFoundError, type DeliveryFulfilment } from './handlers/modalityHandlers';
export { preferenceVersionConflictError, type InitialPreference } from './handlers/preferenceHandlers';
// The string table (§7): the reference's words, which are the message tables'
export { referenceStringTables } from './handlers/stringTableHandlers';
export { fetchFromHandlers } from '@aisle/core/testing';
// The cart rows the product fixtures make, from the package itself
export type { CartItem } from '../items/cartItems';

// Fixtures
export {
  corryville,
  suggestedAddress,
  typedAddress,
  unverifiableStreet,
  vineStreetCorrection,
  type AddressCorrection,
  crossBannerStore,
  demoAddresses,
  olderAddresses,
  demoStores,
  faraway,
  homeAddress,
  oakley,
  officeAddress,
  overTheRhine,
  storeOption,
  westernHills,
} from './fixtures';

// Promising: the quoted week and reserved times
export {
  demoStoreTimeZone,
  promiseHoldMinutes,
  quoteWeek,
  timeslotUnavailableError,
  type PromisingHandlersOptions,
} from './handlers/promisingHandlers';
export { promiseVersionConflictError } from './handlers/promiseUpdateHandler';

// Products and similar items (§7): the catalogue the handlers answer from, for the item lists and the replacement drawer
export { similarIn, type ProductCatalogue } from './handlers/productHandlers';
export {
  bananas,
  braeburnApples,
  brownEggs,
  catalogueProducts,
  chunkLightTuna,
  demoCartItems,
  demoProducts,
  fujiApples,
  galaApples,
  grannySmithApples,
  honeycrispApples,
  looseLemons,
  orangeJuice,
  pinkLadyApples,
  redWine,
  similarApples,
  sourdoughBread,
  spaghetti,
  wholeMilk,
} from './productFixtures';
