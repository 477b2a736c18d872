// @aisle/checkout: the checkout's words, its service contract, its hooks and screens.

// Words, routes and calls, each given or overridden by the host app
export { checkoutMessages, useCheckoutMessages, type CheckoutMessages } from './messages';
export { checkoutAppName, checkoutRoutes, type CheckoutRoutes } from './routes';
export { checkoutCalls, type CheckoutCalls } from './calls';
export { useCheckoutCalls } from './hooks/useCheckoutCalls';
export { useCheckoutRoutes } from './hooks/useCheckoutRoutes';

// The service contract: a typed function per call
export {
  activateCheckout,
  addCheckoutCard,
  editCheckoutCard,
  getCheckout,
  getFlashSales,
  getPayment,
  getPurchases,
  getSmsOptInStatus,
  modifyCheckout,
  modifyTip,
  updateCheckout,
  updateSmsOptIn,
  type CheckoutCallOptions,
  type GetPaymentOptions,
  type ModifyCheckoutOptions,
} from './api';
export { describeCheckoutError, type CheckoutFailure } from './checkoutErrors/describeCheckoutError';

// Screens
export { PurchaseDetails, PurchaseHistory, type PurchaseDetailsProps, type PurchaseHistoryProps } from './purchases';
export { PaymentSummary, type PaymentSummaryProps } from './paymentSummary';
export { PaymentErrorPage, type PaymentErrorPageProps } from './paymentError';
export {
  lastCompletedDecision,
  lastCompletedPathKey,
  OrderCompletePage,
  OrderCompleteView,
  type LastCompletedDecision,
  type OrderCompletePageProps,
  type OrderCompleteViewProps,
} from './orderComplete';

// The simple checkout layout: the frame of the scheduling and payment steps, and its rules
export {
  CheckoutFooterLinks,
  checkoutTitle,
  isAppleDevice,
  mapsLink,
  SimpleCheckoutLayout,
  useCheckoutDestination,
  type MapsDestination,
  type SimpleCheckoutLayoutProps,
  type SimpleCheckoutStep,
} from './simpleLayout';

// The payment page: its state hook, the page with its slots, and its rules
export {
  useCheckoutOrder,
  type CheckoutActivation,
  type CheckoutChange,
  type CheckoutLoadStatus,
  type CheckoutOrder,
  type CheckoutResult,
  type PageFailure,
} from './hooks/useCheckoutOrder';
export {
  doNotRingBellMarker,
  formatPhoneTyping,
  instructionsMaxLength,
  PaymentPage,
  paymentPageRedirect,
  readInstructions,
  writeInstructions,
  type DeliveryPromoOffer,
  type EmailOptIn,
  type InstructionsParts,
  type GetPaymentMethods,
  type PaymentPageProps,
  type PaymentPageRedirect,
} from './paymentPage';

// The modify-order checkout: the screen, the body it sends and what a failure means
export {
  describeModifyError,
  ModifyOrderCheckout,
  modifyErrorCodes,
  modifyRequestOf,
  remainingSnapBalanceOf,
  snapAuthorised,
  type ModifyCartLine,
  type ModifyFailure,
  type ModifyFulfillment,
  type ModifyOrderCheckoutProps,
  type ModifyRequestInput,
  type OrderPaymentData,
} from './modifyOrder';

// Promo codes, the tip and Paying With: blocks of the payment page, driven by their props
export { PromoCodes, promoCodeMaxLength, type PromoCodesProps } from './promoCodes';
export {
  CustomTipDrawer,
  SelectTipModal,
  TipSection,
  tipSuggestions,
  type CustomTipDrawerProps,
  type SelectTipModalProps,
  type TipSectionProps,
} from './tip';
export {
  bankCardHold,
  isPaymentMethodsError,
  PayingWith,
  PaymentMethodsError,
  paymentMethodsFor,
  PaymentUpdateFailedModal,
  paymentUpdates,
  SnapAmountForm,
  snapAmountLimits,
  snapAmountRange,
  SnapPinModal,
  splitPayment,
  usePaymentMethods,
  type CardShare,
  type PayingWithProps,
  type PaymentMethodsHandle,
  type PaymentMethodsProblem,
  type PaymentMethodsSource,
  type PaymentSplit,
  type PaymentSplitOptions,
  type PaymentUpdateFailedModalProps,
  type UpdateFailure,
  type SnapAmountFormProps,
  type SnapAmountRange,
  type SnapPinModalProps,
} from './payingWith';

// Flash sales: the payment page's teaser and drawer, and the guard on leaving with flash sale items
export { FlashSales, useFlashSaleLeaveGuard, type FlashSaleLeaveGuard, type FlashSalesProps } from './flashSales';
