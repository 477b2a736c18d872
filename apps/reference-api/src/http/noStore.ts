import { createMiddleware } from 'hono/factory';

/**
 * Every answer of the services is about a shopper or of the moment (tokens, addresses, cards,
 * preferences): no browser or proxy may keep one, and none may be read as another type.
 */
export const noStore = () =>
  createMiddleware(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
