import type { MiddlewareHandler } from 'hono';
import type { ErrorBody } from '../errors/apiError';

/** The legacy address calls' failure fields, beside the usual `errors`. */
export interface LegacyErrorBody extends ErrorBody {
  successful: false;
  errorDetail: { errorCode: string };
  serviceResponseErrorCode: string;
}

const isErrorBody = (body: unknown): body is ErrorBody =>
  typeof body === 'object' &&
  body !== null &&
  'errors' in body &&
  typeof (body as ErrorBody).errors === 'object' &&
  typeof (body as ErrorBody).errors.code === 'string';

/**
 * The legacy address calls answer a failure in both shapes at once: the account spec's legacy client
 * reads `successful` and `errorDetail.errorCode` (and `serviceResponseErrorCode` on remove), the
 * validate call and every newer client read `errors.code`. Wraps every 4xx the routes behind it give,
 * sign-in and schema errors included, keeping the status and headers.
 */
export function legacyEnvelope(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { status } = c.res;
    if (status < 400 || status >= 500) return;
    let body: unknown;
    try {
      body = await c.res.clone().json();
    } catch {
      return;
    }
    if (!isErrorBody(body)) return;
    const { code } = body.errors;
    const legacy: LegacyErrorBody = {
      successful: false,
      errorDetail: { errorCode: code },
      serviceResponseErrorCode: code,
      errors: body.errors,
    };
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Type', 'application/json');
    c.res = undefined;
    c.res = new Response(JSON.stringify(legacy), { status, headers });
  };
}
