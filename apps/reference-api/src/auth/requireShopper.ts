import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { normaliseAppName } from '../http/fields';
import { findHostedPaymentToken } from './hostedPaymentTokens';
import { findSession } from './sessions';
import { bearerToken } from './tokens';
import { serviceHeaders, type AppName } from '@aisle/contracts';

/** The one app whose requests may carry a hosted payment page token (X-Application-Id). */
export const hostedPaymentPageApp: AppName = 'WEB HOSTED PAYMENT PAGE';

export interface RequireShopperOptions {
  /**
   * The payment calls (wallet, payment intents, checkout's card calls) also take a token of the
   * hosted payment page (POST /payment/v1/hosted-payment-page/token), sent with the application id
   * WEB HOSTED PAYMENT PAGE. Every other route does not know such a token: 401 as for any unknown one.
   */
  hostedPaymentPage?: boolean;
}

function unauthorized(code: 'UNAUTHORIZED' | 'TOKEN_EXPIRED', reason: string): ApiError {
  return new ApiError(401, code, reason);
}

const notRecognised = () => unauthorized('UNAUTHORIZED', 'The access token is not recognised. Sign in again.');

/**
 * Lets a request through only with a live access token, and records whose it is. The client tells
 * TOKEN_EXPIRED (refresh and retry) from UNAUTHORIZED (sign in again) by the code.
 */
export function requireShopper(
  { db, now }: AppDeps,
  { hostedPaymentPage = false }: RequireShopperOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token)
      throw unauthorized('UNAUTHORIZED', 'Sign in to continue: the Authorization header has no bearer token.');
    const session = await findSession(db, token);
    if (session) {
      if (session.accessExpiresAt.getTime() <= now().getTime()) {
        throw unauthorized('TOKEN_EXPIRED', 'The access token has expired. Refresh it or sign in again.');
      }
      c.set('shopperId', session.shopperId);
      c.set('sessionId', session.id);
      return next();
    }
    if (!hostedPaymentPage) throw notRecognised();
    const grant = await findHostedPaymentToken(db, token);
    // A session that can no longer be refreshed is over, though its row waits for the next sign-in.
    if (!grant || grant.sessionExpiresAt.getTime() <= now().getTime()) throw notRecognised();
    // Before the expiry: a new token would be refused the same way.
    if (normaliseAppName(c.req.header(serviceHeaders.applicationId) ?? '') !== hostedPaymentPageApp) {
      throw unauthorized(
        'UNAUTHORIZED',
        `This token is for the hosted payment page only: send ${serviceHeaders.applicationId}: ${hostedPaymentPageApp}.`,
      );
    }
    if (grant.expiresAt.getTime() <= now().getTime()) {
      throw unauthorized('TOKEN_EXPIRED', 'The hosted payment page token has expired. Ask for a new one.');
    }
    c.set('shopperId', grant.shopperId);
    c.set('sessionId', grant.sessionId);
    await next();
  };
}
