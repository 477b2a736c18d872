import {
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
} from './api';

/**
 * Every call the checkout screens make (§7), the defaults of `calls={{ checkout: { … } }}` on the
 * provider. Each takes the provider's service client first and `{ service }` last. The cards are
 * the wallet's calls (`calls={{ wallet: { … } }}`) but for their add and update in Paying With's
 * flyout, which are `addCheckoutCard` and `editCheckoutCard` here (wallet spec §7).
 */
export const checkoutCalls = {
  getCheckout,
  updateCheckout,
  activateCheckout,
  modifyCheckout,
  modifyTip,
  getPayment,
  getPurchases,
  getFlashSales,
  addCheckoutCard,
  editCheckoutCard,
  getSmsOptInStatus,
  updateSmsOptIn,
};

export type CheckoutCalls = typeof checkoutCalls;

declare module '@aisle/core' {
  interface FeatureCalls {
    checkout: CheckoutCalls;
  }
}
