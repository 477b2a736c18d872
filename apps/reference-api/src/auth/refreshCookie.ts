import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiMode } from '../appDeps';

/**
 * The header a browser client sends to keep its refresh token in the cookie below rather than in
 * script-readable answers. A custom header also means a cross-site page cannot make the call
 * without a CORS preflight, which this server does not grant for it.
 */
export const refreshCookieHeader = 'X-Refresh-Cookie';
export const refreshCookieName = 'aisle_refresh';
/** Sent only to sign-in, refresh and sign-out. */
export const refreshCookiePath = '/auth/v1';

/** Whether the client asked for its refresh token in the cookie. */
export const usesRefreshCookie = (c: Context) => c.req.header(refreshCookieHeader) === 'true';

// Secure whenever the page came over https, and always in production; a plain-http demo on
// 127.0.0.1 never leaves the machine, and browsers need not keep a Secure cookie set over http.
export const secure = (c: Context, mode: ApiMode) => mode === 'production' || new URL(c.req.url).protocol === 'https:';

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, refreshCookieName);
}

export function writeRefreshCookie(c: Context, mode: ApiMode, token: string, maxAgeSeconds: number): void {
  setCookie(c, refreshCookieName, token, {
    httpOnly: true,
    secure: secure(c, mode),
    sameSite: 'Strict',
    path: refreshCookiePath,
    maxAge: maxAgeSeconds,
  });
}

export function clearRefreshCookie(c: Context, mode: ApiMode): void {
  deleteCookie(c, refreshCookieName, { path: refreshCookiePath, secure: secure(c, mode) });
}
