import type { BannerId } from '@aisle/contracts';

// The contract between this server and the storefront's server render
// (apps/reference/src/server/renderPage.tsx, which imports it): what a page request tells the
// render, what the render gives back, and what the page's script leaves the app. Nothing of
// Node, so the storefront can import it.

/** What the storefront's `renderPage` is told of a request. */
export interface PageRequest {
  pathname: string;
  /** The query, without `?`. */
  search: string;
  /** The host name asked for. */
  hostname: string;
  banner: BannerId;
  /** The request carried the storefront's signed-in hint cookie. */
  signedIn: boolean;
  /**
   * The storefront's own cookies of the request (named `aisle-…`: its scripts write them, such as
   * the cart), so the page renders as the browser will hydrate it; never this API's HttpOnly ones.
   */
  cookies: Record<string, string>;
  /**
   * Reads from this API (GETs only, made in-process): as the shopper the page is for when the
   * request carries their page cookie, so the render may show their data; otherwise of the public
   * catalogue only.
   */
  serviceFetch?: typeof fetch;
}

/** The storefront's render of a page. */
export interface RenderedPage {
  /** The markup of `#root`. */
  root: string;
  /** The document's title. */
  title: string;
  /**
   * The answers the render read through `serviceFetch`, by the storefront's own keys: the page
   * carries them for the browser to hydrate from (`serviceDataElementId`).
   */
  serviceData?: [key: string, answer: unknown][];
}

/** The id of the page's `<script type="application/json">` holding the render's `serviceData`. */
export const serviceDataElementId = 'aisle-service-data';

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/**
 * What a rendered page's script keeps of the shopper's clicks on buttons and form submissions before
 * the app has started (renderedPage.ts), on `window[heldEventsGlobal]`: the app takes them once it
 * has hydrated and does them again, so a click on the server's button is not lost.
 */
export interface HeldEvents {
  /** Stops holding, and gives what was held, oldest first. */
  release(): { type: 'click' | 'submit'; target: Element }[];
}

export const heldEventsGlobal = 'aisleHeldEvents';
