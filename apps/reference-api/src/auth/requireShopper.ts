import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { findSession } from './sessions';
import { bearerToken } from './tokens';

function unauthorized(code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED', reason: string): ApiError {
  return new ApiError(401, code, reason);
}

/**
 * Lets a request through only with a live access token, and records whose it is. The client tells
 * TOKEN_EXPIRED (refresh and retry) from UNAUTHORIZED (sign in again) by the code.
 */
export function requireShopper({ db, now }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token)
      throw unauthorized('UNAUTHORIZED', 'Sign in to continue: the Authorization header has no bearer token.');
    const session = await findSession(db, token);
    if (!session) {
      throw unauthorized('UNAUTHORIZED', 'The access token is not recognised. Sign in again.');
    }
    if (session.accessExpiresAt.getTime() <= now().getTime()) {
      throw unauthorized('TOKEN_EXPIRED', 'The access token has expired. Refresh it or sign in again.');
    }
    c.set('shopperId', session.shopperId);
    await next();
  };
}
