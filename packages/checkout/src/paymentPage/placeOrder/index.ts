export { PlaceOrder, type PlaceOrderProps } from './PlaceOrder';
export {
  usePlaceOrder,
  type GetPaymentMethods,
  type PlaceOrderError,
  type PlaceOrderOptions,
  type PlaceOrderState,
} from './usePlaceOrder';
export {
  activationOf,
  agreementRequired,
  paymentMethodsOf,
  paysWithAnyCard,
  placeOrderProblem,
  type PlaceOrderMessages,
  type PlaceOrderProblem,
} from './placeOrderChecks';
