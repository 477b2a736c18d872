import type { CheckoutModality } from '@aisle/contracts/checkout';

/** Every page the checkout screens link to, beside the storefront's home, cart and sign-in (`@aisle/core`'s `storefrontRoutes`). */
export interface CheckoutRoutes {
  /** The payment step for an order (§2 "Routes"); `modified` marks a modified order (`&im=true`). */
  checkout: (orderId: string, modified?: boolean) => string;
  /** Order complete (§2): `/checkout/{appName}/{orderId}/complete`, `?im=true` for a modified order. */
  orderComplete: (orderId: string, modified?: boolean) => string;
  /** The Payment Error page after a post-authorization reject; its path is not shown in the spec (ours). */
  paymentError: (isModify: boolean) => string;
  /**
   * The scheduling step of the order's way of shopping: Change Time (§2 "Payment page") and 'Back
   * to Checkout' after Order Timed Out. A ship order has no time to choose, only its shipping
   * window to hold again: the host's ship step (for SHIP, only Order Timed Out goes there).
   */
  scheduling: (fulfillmentType: CheckoutModality) => string;
  /** The modify-cart flow; the modify checkout goes here when no checkout exists. */
  modifyCart: string;
  /** Purchases, and 'View orders' on the complete page. */
  purchases: string;
  /** A placed order's 'Modify Order': the modify-cart flow for that order (the spec shows no query: ours). */
  modifyOrder: (checkoutId: string) => string;
  /** The Order # link on the complete page. */
  pendingPurchase: (checkoutId: string) => string;
  /** 'Save Even More!'. */
  coupons: string;
  /** The price FAQ, linked from the simple checkout layout; its path is not shown in the spec (ours). */
  priceFaq: string;
  snapEbtFaq: string;
  privacyPolicy: string;
  accessibility: string;
}

declare module '@aisle/core' {
  interface FeatureRoutes {
    checkout: CheckoutRoutes;
  }
}

/** The app name in the order-complete path (§2): the grocery app's. */
export const checkoutAppName = 'clicklist';

/** The defaults of `routes={{ checkout: { … } }}` on the provider: the spec's paths (§2 "Routes"). */
export const checkoutRoutes: CheckoutRoutes = {
  checkout: (orderId, modified = false) =>
    `/checkout?orderId=${encodeURIComponent(orderId)}${modified ? '&im=true' : ''}`,
  orderComplete: (orderId, modified = false) =>
    `/checkout/${checkoutAppName}/${encodeURIComponent(orderId)}/complete${modified ? '?im=true' : ''}`,
  paymentError: (isModify) => `/checkout/payment-error${isModify ? '?isModify=true' : ''}`,
  scheduling: (fulfillmentType) => `/scheduling?fulfillmentType=${fulfillmentType}`,
  modifyCart: '/cart/modify',
  purchases: '/mypurchases',
  modifyOrder: (checkoutId) => `/cart/modify?orderId=${encodeURIComponent(checkoutId)}`,
  pendingPurchase: (checkoutId) => `/mypurchases/pending/${encodeURIComponent(checkoutId)}`,
  coupons: '/cl/coupons/',
  priceFaq: '/i/price-faq',
  snapEbtFaq: '/i/snap-ebt-faq',
  privacyPolicy: '/i/privacy-policy',
  accessibility: '/i/terms/accessibility',
};
