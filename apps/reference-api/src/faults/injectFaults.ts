import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBody } from '../errors/apiError';
import type { FaultRegistry } from './faultRegistry';

/** Applies the registered faults to every request except the test routes themselves and preflights. */
export function injectFaults(faults: FaultRegistry): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__test/')) return next();
    const fault = faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status === undefined) return next();
    const code = fault.code ?? 'INJECTED_FAULT';
    const reason = fault.reason ?? `Fault injected for ${fault.method} ${fault.path}.`;
    return c.json(errorBody(code, reason), fault.status as ContentfulStatusCode);
  };
}
