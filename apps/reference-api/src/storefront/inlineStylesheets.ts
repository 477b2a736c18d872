import type { StorefrontFile } from './storefrontFiles';

/** Puts the storefront's linked stylesheets into the page it sends; see `inlineStylesheets`. */
export type StylesheetInliner = (page: string, nonce: string) => string;

// As Vite writes them in index.html and pagePreloads.ts in the page.
const linkPattern = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * Each of the storefront's own stylesheets the page links (the first download's and the visited
 * page's) goes into the page as a `<style>` with the answer's nonce: a phone starts rendering with
 * no further round trip. A `<link type="text/x-inlined">` with the same href stays in its place:
 * the browser fetches no stylesheet of an unknown type, and Vite's loader, which looks for
 * `link[rel="stylesheet"][href]` before it loads a page's CSS, finds it and loads it no second time
 * (e2e/loading.spec.ts shows both). A stylesheet that could close the element stays linked.
 */
export function inlineStylesheets(files: ReadonlyMap<string, StorefrontFile>): StylesheetInliner {
  const decoder = new TextDecoder();
  const css = new Map<string, string>();
  for (const [href, file] of files) {
    if (!href.startsWith('/assets/') || !href.endsWith('.css')) continue;
    const text = decoder.decode(file.body);
    if (!/<\/style/i.test(text)) css.set(href, text);
  }
  return (page, nonce) =>
    page.replace(linkPattern, (link, href: string) => {
      const text = css.get(href);
      if (text === undefined) return link;
      return `<style nonce="${nonce}" data-href="${href}">${text}</style><link rel="stylesheet" type="text/x-inlined" href="${href}">`;
    });
}
