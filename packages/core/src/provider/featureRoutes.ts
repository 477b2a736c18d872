/** The storefront's own pages, which several features link to. */
export interface StorefrontRoutes {
  home: string;
  cart: string;
  /** A 403 on this page does not send the shopper to sign in again. */
  signIn: string;
}

export const storefrontRoutes: StorefrontRoutes = { home: '/', cart: '/cart', signIn: '/signin' };

/**
 * The routes of each feature package, keyed like `messages`. Each package adds its own key
 * (`declare module '@aisle/core' { interface FeatureRoutes { account: AccountRoutes } }`), so the
 * provider's `routes` prop is checked against the packages an app installs, and no others.
 */
export interface FeatureRoutes {
  storefront: StorefrontRoutes;
}

/** What a host app passes as `routes`: any of a package's routes, the others keep their defaults. */
export type RouteOverrides = { readonly [Feature in keyof FeatureRoutes]?: Partial<FeatureRoutes[Feature]> };

/** The defaults with the host's overrides applied; keys the defaults lack and undefined values are ignored. */
export function withOverrides<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return defaults;
  const known = Object.entries(overrides).filter(([key, value]) => key in defaults && value !== undefined);
  return { ...defaults, ...Object.fromEntries(known) };
}
