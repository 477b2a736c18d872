import { walletFraudHeaders } from '@aisle/contracts/wallet';
import type { MiddlewareHandler } from 'hono';

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
  // The bot-detection telemetry of every wallet call, when the host has it (wallet spec §7).
  walletFraudHeaders.botTelemetry,
];

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const allowMethods = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const allowHeaders = allowedRequestHeaders.join(',');
// Origins seen before: a browser sends the same one on every call.
const verdicts = new Map<string, boolean>();

/** Any port on this machine: the storefront, Storybook and Playwright all run locally. */
export function isLocalOrigin(origin: string): boolean {
  let local = verdicts.get(origin);
  if (local === undefined) {
    local = URL.canParse(origin) && isLocalUrl(new URL(origin));
    if (verdicts.size >= 100) verdicts.clear();
    verdicts.set(origin, local);
  }
  return local;
}

const isLocalUrl = (url: URL) =>
  (url.protocol === 'http:' || url.protocol === 'https:') && localHosts.has(url.hostname);

/*
 * CORS for local origins. Every header is set before the route runs, so it goes out with the
 * answer as the answer is made, errors included. (Hono's cors adds Vary to the finished answer,
 * which made @hono/node-server rebuild it as a full Response: a quarter of a signed-in GET.)
 */
export const localCors = (): MiddlewareHandler => async (c, next) => {
  const origin = c.req.header('Origin');
  c.header('Vary', 'Origin');
  if (origin !== undefined && isLocalOrigin(origin)) c.header('Access-Control-Allow-Origin', origin);
  if (c.req.method !== 'OPTIONS') return next();
  c.header('Vary', 'Origin, Access-Control-Request-Headers');
  c.header('Access-Control-Allow-Methods', allowMethods);
  c.header('Access-Control-Allow-Headers', allowHeaders);
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
};
