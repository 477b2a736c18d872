/** Every page the account screens link to or navigate to; a host app mounts its pages on them. */
export interface AccountRoutes {
  dashboard: string;
  profile: string;
  addresses: string;
  addAddress: string;
  editAddress: (addressId: string) => string;
  preferences: string;
  communityRewards: string;
  pointsSummary: string;
  purchaseHistory: string;
  wallet: string;
  /** The Wallet entry on banners with a hosted payment page. */
  hostedWallet: string;
  membership: string;
  prescriptions: string;
}

declare module '@aisle/core' {
  interface FeatureRoutes {
    account: AccountRoutes;
  }
}

/**
 * The account spec's route table (§2), the defaults of `routes={{ account: { … } }}` on the
 * provider. Screens navigate with `useAccountRoutes()`, never with these directly.
 */
export const accountRoutes: AccountRoutes = {
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
  /** Not shown in the spec: ours. */
  hostedWallet: '/mywallet/hosted',
  membership: '/membership',
  prescriptions: '/myprescriptions',
};
