import type { BannerId } from '@aisle/contracts';

// The contract between this server and the storefront's server render
// (apps/reference/src/server/renderPage.tsx, which imports these types): what a page request tells
// the render, and what the render gives back. Types only, so the storefront can import them.

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
}

/** The storefront's render of a page. */
export interface RenderedPage {
  /** The markup of `#root`. */
  root: string;
  /** The document's title. */
  title: string;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;
