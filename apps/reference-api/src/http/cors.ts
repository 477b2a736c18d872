import { cors } from 'hono/cors';

/** The headers the storefront's service client sends on every call. */
export const allowedRequestHeaders = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Application-Id',
  'X-Channel',
  'X-Tenant',
  'X-Auth-Type',
  'X-Banner',
  'X-Payment-Intent-Id',
  'X-Encrypted-Email',
  // The wallet config of GET /payment/v2/wallet (wallet spec §7).
  'X-Show-Snap-Cards',
  'X-Show-Gift-Cards',
  'X-Gift-Card-Balances',
];

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Any port on this machine: the storefront, Storybook and Playwright all run locally. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && localHosts.has(url.hostname);
  } catch {
    return false;
  }
}

export const localCors = () =>
  cors({
    origin: (origin) => (isLocalOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: allowedRequestHeaders,
    maxAge: 600,
  });
