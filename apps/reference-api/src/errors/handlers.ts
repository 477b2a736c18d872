import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorBody } from './apiError';

/** 64 kB: far above any real request, low enough that nobody can make the server buffer much. */
export const maxBodyBytes = 64 * 1024;

/**
 * Answered from Content-Length before any of the body is read, or as soon as a streamed body passes
 * the limit. The rest of the body is not read either, so the connection closes, and says so.
 */
export const payloadTooLarge = (c: Context) => {
  c.header('Connection', 'close');
  return c.json(errorBody('PAYLOAD_TOO_LARGE', `Request bodies are limited to ${maxBodyBytes / 1024} kB.`), 413);
};

export const notFound: NotFoundHandler = (c) =>
  c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}.`), 404);

/**
 * Turns whatever a route threw into the error shape. Hono throws HTTPException 400 for a body that
 * is not JSON; anything unexpected is logged and answered 500 without internals.
 */
export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) {
    // RFC 6750: a 401 names the scheme that would have worked.
    if (error.status === 401) c.header('WWW-Authenticate', 'Bearer realm="aisle"');
    return c.json(error.body, error.status);
  }
  if (error instanceof HTTPException && error.status === 400) {
    return c.json(errorBody('MALFORMED_REQUEST', 'The request body is not valid JSON.'), 400);
  }
  if (error instanceof HTTPException && error.status === 413) return payloadTooLarge(c);
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
};
