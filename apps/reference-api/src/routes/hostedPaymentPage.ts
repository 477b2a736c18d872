import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { issueHostedPaymentToken } from '../auth/hostedPaymentTokens';
import { ApiError } from '../errors/apiError';
import { toPaymentEnvelope } from '@aisle/contracts/wallet';

/**
 * POST /payment/v1/hosted-payment-page/token, behind requireShopper with a session's access token
 * alone (a hosted token cannot make another): wallet spec §7's silent token for the hosted payment
 * page, a bearer token for the payment calls only, living as long as an access token. A body is
 * ignored. Not behind idempotency: a replay would have to keep the token itself.
 */
export function hostedPaymentPageRoutes({ db, now, tokens }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const issued = await issueHostedPaymentToken(db, c.get('sessionId'), now(), tokens.accessSeconds);
    // The session ended between the sign-in check and now (a sign-out at the same moment).
    if (!issued) throw new ApiError(401, 'UNAUTHORIZED', 'The access token is not recognised. Sign in again.');
    return c.json(toPaymentEnvelope(issued));
  });
}
