// @aisle/contracts/checkout: the wire shapes of the checkout calls (checkout spec §3, §7).
export {
  checkout,
  checkoutLineItem,
  checkoutResponse,
  createCheckoutRequest,
  type Checkout,
  type CheckoutLineItem,
  type CheckoutResponse,
  type CreateCheckoutRequest,
} from './checkout';
export { checkoutPaths } from './paths';
