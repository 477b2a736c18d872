import { createMiddleware } from 'hono/factory';
import { errorBody } from '../errors/apiError';

/**
 * The specs version no resource with entity tags, so the services send no `ETag` and no tag can
 * match: `If-Match` naming one answers 412 (RFC 9110 §13.1.1) rather than being ignored, which
 * would pretend a write was checked. `If-Match: *` only asks that the resource exist, which the
 * route itself answers (404 when it does not).
 */
export const refuseEntityTagPreconditions = () =>
  createMiddleware(async (c, next) => {
    const ifMatch = c.req.header('If-Match')?.trim();
    if (ifMatch !== undefined && ifMatch !== '*') {
      return c.json(
        errorBody('PRECONDITION_FAILED', 'This service keeps no entity tags, so If-Match can never match.'),
        412,
      );
    }
    await next();
    return undefined;
  });
