import {
  acquireHostedPaymentPageToken,
  addCard,
  createPaymentIntent,
  deleteCard,
  editCard,
  getBillingAddresses,
  getEbtBalance,
  getGiftCardBalance,
  getWallet,
  saveBillingAddress,
  updateDefaultCard,
} from './api/wallet';

/**
 * Every call the wallet hooks and screens make (§7), the defaults of `calls={{ wallet: { … } }}` on
 * the provider. Each takes the provider's service client first and the screen's `{ service }` last.
 * `createPaymentIntent` makes the payment intent checkout's screens send (§3): `@aisle/checkout`'s
 * Paying With calls it.
 */
export const walletCalls = {
  getWallet,
  addCard,
  editCard,
  deleteCard,
  updateDefaultCard,
  getBillingAddresses,
  saveBillingAddress,
  getGiftCardBalance,
  getEbtBalance,
  acquireHostedPaymentPageToken,
  createPaymentIntent,
};

export type WalletCalls = typeof walletCalls;

declare module '@aisle/core' {
  interface FeatureCalls {
    wallet: WalletCalls;
  }
}
