import { pageTable } from '../src/pageTable';

/** A route as the bench visits it. */
export interface BenchedRoute {
  /** The path as the page table declares it. */
  path: string;
  /** Visited as a signed-in shopper; the bench checks every visit ends on the route, not on sign-in. */
  signedIn: boolean;
}

// Open without a session only through an e-mail's token; a shopper reaches it signed in.
const visitedSignedIn = new Set(['/account/emailSubscriptions']);

/**
 * Every route of the storefront: home, then each page of the page table (`src/pageTable.ts`, the
 * same table the routes are made of), so a page added there is benched from the day it lands.
 */
export const benchedRoutes: readonly BenchedRoute[] = [
  { path: '/', signedIn: false },
  ...pageTable.map(({ path, signedIn }) => ({ path, signedIn: signedIn || visitedSignedIn.has(path) })),
];

/** What a visit needs of the shopper's own data: an address to edit, a draft order to pay for. */
export interface ShopperData {
  addressId: string;
  checkoutId: string;
}

/**
 * The URL the bench opens for a route: the editor's `:addressId` becomes the shopper's address,
 * the scheduling step schedules the cart's pickup, and the checkout's pages (the payment step, the
 * modify cart, order complete, one order) open the shopper's draft, and the help and policy pages
 * the privacy policy.
 */
export function visitedPath(route: BenchedRoute, { addressId, checkoutId }: ShopperData): string {
  const order = encodeURIComponent(checkoutId);
  if (route.path === '/scheduling') return '/scheduling?fulfillmentType=PICKUP';
  if (route.path === '/checkout') return `/checkout?orderId=${order}`;
  if (route.path === '/cart/modify') return `/cart/modify?orderId=${order}`;
  if (route.path === '/i/*') return '/i/privacy-policy';
  return route.path
    .replace(':addressId', encodeURIComponent(addressId))
    .replace(':appName', 'clicklist')
    .replace(':orderId', order)
    .replace(':checkoutId', order);
}
