export { activateCheckout, getCheckout, getPayment, getPurchases, modifyCheckout, updateCheckout } from './checkout';
export { getFlashSales } from './flashSales';
export type { CheckoutCallOptions } from './options';
