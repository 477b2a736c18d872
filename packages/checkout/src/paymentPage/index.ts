// The payment step (checkout spec §2 "Payment page", §4 "Submit", §5).

// The page
export { PaymentPage, type PaymentPageProps } from './PaymentPage';
export { paymentPageRedirect, type PaymentPageRedirect } from './paymentPageRedirect';
export { paymentPageMessages } from './paymentPageMessages';

// Its blocks, for a host composing its own page
export { OrderDetails, type OrderDetailsProps } from './orderDetails';
export {
  ContactDrawer,
  ContactInfo,
  type ContactDrawerProps,
  type ContactInfoProps,
  type EmailOptIn,
} from './contactInfo';
export type { DeliveryPromoOffer } from './deliveryPromo';
export {
  Instructions,
  InstructionsDrawer,
  type InstructionsChange,
  type InstructionsDrawerProps,
  type InstructionsProps,
} from './instructions';
export { OrderItems, type OrderItemsProps } from './items';
export {
  PlaceOrder,
  usePlaceOrder,
  type GetPaymentMethods,
  type PlaceOrderError,
  type PlaceOrderOptions,
  type PlaceOrderProps,
  type PlaceOrderState,
} from './placeOrder';
export { OrderTimedOutModal, type OrderTimedOutModalProps } from './timedOut';
export { fulfillmentUpdate, type FulfillmentChange } from './fulfillmentUpdate';

// Its rules, pure
export {
  contactNameMaxLength,
  contactProblems,
  createContactSchema,
  formatPhoneTyping,
  toContactFormValues,
  type ContactFormValues,
} from './contactInfo';
export {
  doNotRingBellMarker,
  instructionsMaxLength,
  notesMaxLength,
  readInstructions,
  writeInstructions,
  type InstructionsParts,
} from './instructions';
export { activationOf, paymentMethodsOf, placeOrderProblem, type PlaceOrderProblem } from './placeOrder';
