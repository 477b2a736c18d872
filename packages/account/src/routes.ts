/**
 * The account spec's route table (§2), the one place its paths are written. Screens navigate with
 * these through the storefront's navigation adapter; a host app mounts its pages on them.
 */
export const accountRoutes = {
  dashboard: '/account/dashboard',
  profile: '/account/update',
  addresses: '/account/addresses',
  addAddress: '/account/address',
  editAddress: (addressId: string) => `/account/address/${encodeURIComponent(addressId)}`,
  preferences: '/account/emailSubscriptions',
  communityRewards: '/account/communityrewards',
  pointsSummary: '/points/summary',
  purchaseHistory: '/mypurchases',
  wallet: '/mywallet',
  membership: '/membership',
  prescriptions: '/myprescriptions',
  /** Where 'Back to Cart' on the age verification modal leads (§2). */
  cart: '/cart',
} as const;
