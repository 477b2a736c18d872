// @aisle/checkout/testing: fixtures and MSW handlers for testing an integration of the checkout.
export {
  ageRestrictedDelivery,
  deliveryDraft,
  demoCheckouts,
  draftWithoutContact,
  expiredDraft,
  instacartDelivery,
  pickupDraft,
  placedDelivery,
  shipDraft,
  vendorDelivery,
} from './fixtures';

// A provider and handlers for a test: the checkout service in memory, the wallet's handlers beside it
export { CheckoutTestProvider, type CheckoutTestProviderProps } from './CheckoutTestProvider';
export { checkoutHandlers, demoPromoCodes, type CheckoutHandlersOptions } from './checkoutHandlers';
export type { CheckoutRequest } from './handlers/checkoutServiceHandlers';
export {
  checkoutErrorBody,
  type CheckoutFailures,
  type CheckoutRoute,
  type CheckoutRouteFailure,
} from './handlers/failures';
export { checkoutExpiredError, checkoutVersionConflictError, type Refusal } from './handlers/checkoutChanges';
export { fetchFromHandlers } from '@aisle/core/testing';
