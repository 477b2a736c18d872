import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { ApiMode } from '../appDeps';
import { secure } from './refreshCookie';
import { looksLikeToken } from './tokens';

/**
 * The access token again, for the storefront's page requests: with it the server renders a page
 * with the shopper's own data (serveStorefront.ts) instead of leaving the browser to fetch it
 * after its scripts have run. Written beside the refresh cookie, on sign-in and every refresh, and
 * it lives as long as the token.
 *
 * Why this is safe: no route of the API reads it (they take the `Authorization` header only), so
 * it cannot authorise a call a page did not make; the server uses it only to make the page's own
 * reads (GET) in-process. HttpOnly keeps it from scripts, and SameSite=Strict from any request
 * another site starts, so a page rendered with data is only ever one the shopper asked for here.
 */
export const pageCookieName = 'aisle_page';

export function writePageCookie(c: Context, mode: ApiMode, accessToken: string, maxAgeSeconds: number): void {
  setCookie(c, pageCookieName, accessToken, {
    httpOnly: true,
    secure: secure(c, mode),
    sameSite: 'Strict',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearPageCookie(c: Context, mode: ApiMode): void {
  deleteCookie(c, pageCookieName, { path: '/', secure: secure(c, mode) });
}

/** The access token a page request carries, when it is shaped like one of ours. */
export function readPageCookie(cookieHeader: string | null): string | undefined {
  const token = parse(cookieHeader ?? '', pageCookieName)[pageCookieName];
  return token && looksLikeToken(token) ? token : undefined;
}
