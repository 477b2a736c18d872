// The paths of the checkout service's calls (checkout spec §7 gives the payment service's; the
// checkout's own are "not shown": these are the reference API's).
export const checkoutPaths = {
  /** Create checkout (v2): POST. */
  checkouts: '/atlas/v1/checkout/v2/checkouts',
  /** One checkout, by id: GET. */
  checkout: (id: string) => `/atlas/v1/checkout/v2/checkouts/${encodeURIComponent(id)}`,
} as const;
