// The modify-order checkout (checkout spec §2 "Modify-order checkout screen", §4 "Modify submit").

// The screen
export { ModifyOrderCheckout, modifyOrderHeading, type ModifyOrderCheckoutProps } from './ModifyOrderCheckout';
export { modifyOrderMessages } from './modifyOrderMessages';

// Its rules, pure: the body sent and what a failure means
export {
  modifyRequestOf,
  snapAuthorised,
  type ModifyCartLine,
  type ModifyFulfillment,
  type ModifyRequestInput,
  type OrderPaymentData,
} from './modifyRequest';
export { describeModifyError, modifyErrorCodes, remainingSnapBalanceOf, type ModifyFailure } from './modifyFailure';
