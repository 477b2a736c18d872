import { parse } from 'hono/utils/cookie';
import type { StorefrontFile } from './storefrontFiles';

interface PageFiles {
  path: string;
  signedIn: boolean;
  js: string[];
  css: string[];
}

/** `page-preloads.json`, as the storefront's build writes it. */
interface Manifest {
  signInPage: string;
  signedInHintCookie: string;
  pages: PageFiles[];
}

export interface PagePreloads {
  /** The `<link>` elements for a page request: its page's code, or the sign-in page's. */
  linksFor(pathname: string, cookieHeader: string | null): string;
  /** The request carries the storefront's signed-in hint (a hint only: the session is the API's cookie). */
  signedIn(cookieHeader: string | null): boolean;
}

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

const links = ({ js, css }: PageFiles) =>
  [
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');

/**
 * The files of each page beyond the first download, linked from the page the server sends, so
 * they download beside the app's own. A page that needs a session, asked for without the
 * storefront's signed-in hint, gets the sign-in page's files instead: that is where the app will
 * send the visitor, before it fetches the page's own code. Without the manifest (an older build)
 * nothing is added.
 */
export function loadPagePreloads(files: ReadonlyMap<string, StorefrontFile>): PagePreloads {
  const file = files.get('/page-preloads.json');
  if (!file) return { linksFor: () => '', signedIn: () => false };
  const manifest = JSON.parse(new TextDecoder().decode(file.body)) as Manifest;
  const pages = manifest.pages.map((page) => ({ page, matches: pattern(page.path), markup: links(page) }));
  const signIn = pages.find(({ page }) => page.path === manifest.signInPage);
  const hint = manifest.signedInHintCookie;
  const signedIn = (cookieHeader: string | null) => parse(cookieHeader ?? '', hint)[hint] !== undefined;
  return {
    linksFor(pathname, cookieHeader) {
      const found = pages.find(({ matches }) => matches.test(pathname));
      if (!found) return '';
      return found.page.signedIn && !signedIn(cookieHeader) ? (signIn?.markup ?? '') : found.markup;
    },
    signedIn,
  };
}
