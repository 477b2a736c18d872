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

/** The URL the bench opens for a route: the editor's `:addressId` becomes the shopper's address. */
export function visitedPath(route: BenchedRoute, addressId: string): string {
  return route.path.replace(':addressId', encodeURIComponent(addressId));
}
