// The paths of the checkout calls. The spec gives the payment service's (§7); the checkout's own
// are "not shown": these are the reference API's.
export const checkoutPaths = {
  /** Create checkout (v2): POST. */
  checkouts: '/atlas/v1/checkout/v2/checkouts',
  /** One checkout, by id: GET, and PUT for its updates, activation and modification. */
  checkout: (id: string) => `/atlas/v1/checkout/v2/checkouts/${encodeURIComponent(id)}`,
  /** Flash sales fetch (§7): GET with `?checkoutId=`, the sales of the checkout's store. */
  flashSales: '/atlas/v1/checkout/v2/flash-sales',
  /** Get payment (§7): GET with `?checkoutId=`. */
  payments: '/payment/v1/payments',
  /** The shopper's placed orders: GET. */
  purchases: '/atlas/v1/purchase-history/v1/purchases',
} as const;
