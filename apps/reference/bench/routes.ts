/**
 * Every route of `src/routes.tsx`, as the bench visits them. A list of its own because the bench runs
 * in plain Node, where the storefront's modules (JSX, vanilla-extract styles) do not load without
 * Vite; `routes.test.ts` fails when it and `routes.tsx` part ways.
 */
export interface BenchedRoute {
  /** The path as `routes.tsx` declares it. */
  path: string;
  /** Visited as a signed-in shopper; the bench checks every visit ends on the route, not on sign-in. */
  signedIn: boolean;
}

export const benchedRoutes: readonly BenchedRoute[] = [
  { path: '/', signedIn: false },
  { path: '/signin', signedIn: false },
  { path: '/cart', signedIn: false },
  { path: '/account', signedIn: true },
  { path: '/account/dashboard', signedIn: true },
  { path: '/account/update', signedIn: true },
  { path: '/account/addresses', signedIn: true },
  { path: '/account/address', signedIn: true },
  // Filled in with one of the shopper's own addresses: the editor of an unknown one is an error page.
  { path: '/account/address/:addressId', signedIn: true },
  // Open without a session only through an e-mail's token; a shopper reaches it signed in.
  { path: '/account/emailSubscriptions', signedIn: true },
  { path: '/account/communityrewards', signedIn: true },
  { path: '/points/summary', signedIn: true },
  { path: '/mypurchases', signedIn: true },
  { path: '/mywallet', signedIn: true },
  { path: '/mywallet/hosted', signedIn: true },
  { path: '/membership', signedIn: true },
  { path: '/myprescriptions', signedIn: true },
];

/** The URL the bench opens for a route: the editor's `:addressId` becomes the shopper's address. */
export function visitedPath(route: BenchedRoute, addressId: string): string {
  return route.path.replace(':addressId', encodeURIComponent(addressId));
}
