export { addCheckoutCard, editCheckoutCard } from './cards';
export {
  activateCheckout,
  getCheckout,
  getPayment,
  getPurchases,
  modifyCheckout,
  modifyTip,
  updateCheckout,
  type GetPaymentOptions,
  type ModifyCheckoutOptions,
} from './checkout';
export { getFlashSales } from './flashSales';
export type { CheckoutCallOptions } from './options';
export { getSmsOptInStatus, updateSmsOptIn } from './smsOptIn';
