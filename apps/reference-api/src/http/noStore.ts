import { createMiddleware } from 'hono/factory';

/**
 * Every answer of the services is about a shopper or of the moment (tokens, addresses, cards,
 * preferences): no browser or proxy may keep one, and none may be read as another type.
 */
export const noStore = () =>
  createMiddleware(async (c, next) => {
    // Set before the route runs, so they go out with the answer as it is made, errors included;
    // set on a finished answer, they made @hono/node-server rebuild it as a full Response.
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
