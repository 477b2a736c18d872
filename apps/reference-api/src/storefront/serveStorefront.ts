import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BannerId } from '@aisle/contracts';
import { schedulingPaths } from '@aisle/contracts/scheduling';
import { readPageCookie } from '../auth/pageCookie';
import { bannerCookie, loadBannerThemes, requestedBanner, type BannerTheme } from './bannerTheme';
import { chooseEncoding } from './contentEncoding';
import { inlineStylesheets, type StylesheetInliner } from './inlineStylesheets';
import { loadPagePreloads, type PagePreloads } from './pagePreloads';
import { rendererFolder } from './pageRenderer';
import type { RenderedPage, RenderPage } from './pageRendering';
import { escapeHtml, styleAttributeHashes, withRenderedPage, withScriptsAfterPaint } from './renderedPage';
import { fileSecurityHeaders, pageSecurityHeaders } from './securityHeaders';
import { loadStorefrontFiles, type Encoding, type StorefrontFile } from './storefrontFiles';

/**
 * Paths of the services: never answered with the storefront, even for a browser asking for HTML.
 * '/checkout/api/' is checkout's card calls (wallet spec §7), beside the checkout pages.
 */
const servicePrefixes = [
  '/atlas/',
  '/accountmanagement/',
  '/auth/',
  '/payment/',
  '/checkout/api/',
  '/__test/',
  '/health',
];

/**
 * index.html with this answer's `<meta property="csp-nonce">` (Vite's name for it; the app hands
 * the nonce to the libraries that add `<style>` elements) and, when known,
 * `<meta name="aisle-secure-fields-origin">`: the storefront reads the secure fields' origin from
 * the page rather than guessing a port. Placed at the start of `<head>` (or after the doctype,
 * where the parser opens the head itself).
 */
function withMetas(html: string, nonce: string, secureFieldsOrigin: string | undefined): string {
  const metas = [
    `<meta property="csp-nonce" nonce="${nonce}">`,
    secureFieldsOrigin ? `<meta name="aisle-secure-fields-origin" content="${escapeHtml(secureFieldsOrigin)}">` : '',
  ].join('');
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${metas}${html.slice(head.index + head[0].length)}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return `${html.slice(0, at)}${metas}${html.slice(at)}`;
}

/** `markup` at the end of `<head>`, or right after the metas where the parser closes the head itself. */
function beforeHeadEnd(html: string, markup: string): string {
  if (!markup) return html;
  const end = html.search(/<\/head>/i);
  const at = end >= 0 ? end : html.indexOf('>', html.indexOf('property="csp-nonce"')) + 1;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/**
 * The banner's theme in a `<style>` with this answer's nonce, at the end of `<head>` (after the
 * charset, which must come in the first kilobyte), and its class on `<html>` as the app's
 * setDocumentBanner leaves it: the first paint is the banner's, with no request for the theme.
 */
function withTheme(html: string, nonce: string, theme: BannerTheme): string {
  const style = `<style nonce="${nonce}" data-banner-theme="${theme.banner}">${theme.css}</style>`;
  const styled = beforeHeadEnd(html, style);
  const root = /<html(\s[^>]*)?>/i.exec(styled);
  if (!root) return styled;
  const attributes = `${root[1] ?? ''} class="${escapeHtml(theme.className)}" data-banner="${theme.banner}"`;
  return `${styled.slice(0, root.index)}<html${attributes}>${styled.slice(root.index + root[0].length)}`;
}

/** The page is made per answer, so it is compressed per answer: quickly, it is a few kB. */
function encodePage(page: string, encoding: Encoding | undefined): Uint8Array<ArrayBuffer> | string {
  if (encoding === 'br') {
    return new Uint8Array(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  return encoding === 'gzip' ? new Uint8Array(gzipSync(page)) : page;
}

interface Page {
  html: string;
  secureFieldsOrigin: string | undefined;
  themes: ReadonlyMap<string, BannerTheme>;
  preloads: PagePreloads;
  inline: StylesheetInliner;
  renderPage: RenderPage | undefined;
  services: Services | undefined;
}

/** The API itself, called in-process. */
export type Services = (request: Request) => Response | Promise<Response>;

// What a render may read for a visitor without a session: the shop window, nobody's data.
const publicReads = new Set<string>([schedulingPaths.products]);

/**
 * The page's reads of the API: the render's calls go to the API in-process. With the page cookie of
 * a shopper, as them (their token, which the API checks as it checks any); without one, only the
 * public catalogue. Only GETs to this origin: rendering a page changes nothing.
 */
function pageReads(services: Services, accessToken: string | undefined, origin: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof Request ? input : new URL(input, origin), init);
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== origin) {
      throw new Error(`A page's render only reads from this API; it may not ${request.method} ${request.url}.`);
    }
    if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
    else if (!publicReads.has(url.pathname))
      throw new Error(`Without a session a page's render reads no ${url.pathname}.`);
    return services(request);
  };
}

/** The request's cookies the storefront's scripts write (`aisle-…`), by name. */
function storefrontCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header?.split(/;\s*/) ?? []) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (at > 0 && name.startsWith('aisle-')) cookies[name] = pair.slice(at + 1);
  }
  return cookies;
}

/**
 * The storefront's render of the page, or none (the browser renders it) without a renderer or when
 * rendering fails: a page the server cannot render is still a page, never a 500.
 */
async function rendered(
  page: Page,
  { pathname, search, hostname, origin }: URL,
  banner: BannerId,
  signedIn: boolean,
  cookies: string | null,
): Promise<RenderedPage | undefined> {
  if (!page.renderPage) return undefined;
  const accessToken = readPageCookie(cookies);
  const serviceFetch = page.services ? pageReads(page.services, accessToken, origin) : undefined;
  try {
    return await page.renderPage({
      pathname,
      search: search.replace(/^\?/, ''),
      hostname,
      banner,
      signedIn,
      cookies: storefrontCookies(cookies),
      ...(serviceFetch && { serviceFetch }),
    });
  } catch (error) {
    console.error(`The storefront could not render ${pathname} on the server; the browser will.`, error);
    return undefined;
  }
}

async function answerPage(page: Page, request: Request): Promise<Response> {
  const { html, secureFieldsOrigin, themes, preloads, inline } = page;
  // A fresh nonce per answer: the page is never cached, so it cannot be replayed.
  const nonce = randomBytes(16).toString('base64');
  const encoding = chooseEncoding(request.headers.get('accept-encoding'), ['br', 'gzip']);
  const url = new URL(request.url);
  const { banner, remember } = requestedBanner(request);
  const cookies = request.headers.get('cookie');
  const signedIn = preloads.signedIn(cookies);
  const render = await rendered(page, url, banner, signedIn, cookies);
  const hasStorefrontCookies = Object.keys(storefrontCookies(cookies)).some((name) => name !== bannerCookie);
  const headers: Record<string, string> = {
    ...pageSecurityHeaders({
      nonce,
      secureFieldsOrigin,
      styleAttributeHashes: styleAttributeHashes(render?.root ?? ''),
    }),
    'Content-Type': 'text/html; charset=utf-8',
    // A page with the shopper's data or cart is theirs alone, and kept nowhere.
    'Cache-Control': render?.serviceData?.length || hasStorefrontCookies ? 'private, no-store' : 'no-cache',
    // The banner comes from the host and the cookie too.
    Vary: 'Accept-Encoding, Cookie',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const responseHeaders = new Headers(headers);
  if (remember) responseHeaders.append('Set-Cookie', `${bannerCookie}=${banner}; Path=/; SameSite=Lax`);
  const theme = themes.get(banner);
  const withNonce = withMetas(render ? withRenderedPage(html, render, signedIn) : html, nonce, secureFieldsOrigin);
  const themed = theme ? withTheme(withNonce, nonce, theme) : withNonce;
  const linked = beforeHeadEnd(themed, preloads.linksFor(url.pathname, cookies));
  const inlined = inline(linked, nonce);
  const body = render ? withScriptsAfterPaint(inlined, nonce) : inlined;
  return new Response(request.method === 'HEAD' ? null : encodePage(body, encoding), { headers: responseHeaders });
}

/** The file path a URL path names; a malformed escape names no file. */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '';
  }
}

function answerFile(file: StorefrontFile, request: Request, cache: string): Response {
  const available = Object.keys(file.encoded) as Encoding[];
  const encoding = chooseEncoding(request.headers.get('accept-encoding'), available);
  const body = (encoding && file.encoded[encoding]) || file.body;
  const headers: Record<string, string> = {
    ...fileSecurityHeaders,
    'Content-Type': file.type,
    'Cache-Control': cache,
    'Content-Length': String(body.length),
  };
  if (available.length > 0) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(request.method === 'HEAD' ? null : body, { headers });
}

export interface ServeStorefrontOptions {
  /** The secure card fields' origin, given to the storefront in a meta element of index.html. */
  secureFieldsOrigin?: string;
  /** The storefront's server renderer (`loadPageRenderer`): pages go out rendered, for the browser to hydrate. */
  renderPage?: RenderPage;
  /** The API, for the render's reads as the shopper (their page cookie): pages go out with their data. */
  services?: Services;
}

/**
 * Serves the built storefront beside the API, from memory: its files as they are, or their
 * brotli or gzip copy when the browser takes one (hashed assets cached for a year), and
 * `index.html` for any other page a browser asks for, so the app's router takes over.
 * Answers `undefined` for everything else: the API handles it.
 */
export function serveStorefront(
  folder: string,
  { secureFieldsOrigin, renderPage, services }: ServeStorefrontOptions = {},
): (request: Request) => Promise<Response | undefined> {
  // The server renderer is the server's code, not the site's: none of its files is served.
  const files = new Map(
    [...loadStorefrontFiles(path.resolve(folder))].filter(([name]) => !name.startsWith(`/${rendererFolder}/`)),
  );
  const index = files.get('/index.html');
  if (!index) throw new Error(`No index.html in ${folder}: build the storefront first.`);
  const page: Page = {
    html: new TextDecoder().decode(index.body),
    secureFieldsOrigin,
    themes: loadBannerThemes(files),
    preloads: loadPagePreloads(files),
    inline: inlineStylesheets(files),
    renderPage,
    services,
  };
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const { pathname } = new URL(request.url);
    if (servicePrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
      return undefined;
    }
    const file = files.get(decoded(pathname));
    if (file === index) return answerPage(page, request);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      return answerFile(file, request, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const wantsPage = (request.headers.get('accept') ?? '').includes('text/html');
    return wantsPage ? answerPage(page, request) : undefined;
  };
}
