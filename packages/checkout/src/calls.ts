import {
  activateCheckout,
  getCheckout,
  getFlashSales,
  getPayment,
  getPurchases,
  modifyCheckout,
  updateCheckout,
} from './api';

/**
 * Every call the checkout screens make (§7), the defaults of `calls={{ checkout: { … } }}` on the
 * provider. Each takes the provider's service client first and `{ service }` last. The cards
 * themselves are the wallet's calls (`calls={{ wallet: { … } }}`).
 */
export const checkoutCalls = {
  getCheckout,
  updateCheckout,
  activateCheckout,
  modifyCheckout,
  getPayment,
  getPurchases,
  getFlashSales,
};

export type CheckoutCalls = typeof checkoutCalls;

declare module '@aisle/core' {
  interface FeatureCalls {
    checkout: CheckoutCalls;
  }
}
