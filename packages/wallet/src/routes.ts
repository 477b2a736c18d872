/** Every page the wallet screens link to, beside the storefront's cart (`@aisle/core`'s `storefrontRoutes`). */
export interface WalletRoutes {
  /** The legal footer's 'Accessibility Statement' (§2 "Footer (legal)"). */
  accessibility: string;
  /** The legal footer's 'Privacy Policy'. */
  privacyPolicy: string;
}

declare module '@aisle/core' {
  interface FeatureRoutes {
    wallet: WalletRoutes;
  }
}

/** The defaults of `routes={{ wallet: { … } }}` on the provider. */
export const walletRoutes: WalletRoutes = {
  accessibility: '/i/terms/accessibility',
  privacyPolicy: '/i/privacy-policy',
};
