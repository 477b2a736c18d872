import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { decoyHash, verifyPassword } from '../auth/password';
import { clearPageCookie, writePageCookie } from '../auth/pageCookie';
import { clearRefreshCookie, readRefreshCookie, usesRefreshCookie, writeRefreshCookie } from '../auth/refreshCookie';
import { endSession, refreshSession, startSession, type IssuedTokens } from '../auth/sessions';
import { bearerToken, looksLikeToken } from '../auth/tokens';
import { ApiError } from '../errors/apiError';
import { clientAddress } from '../http/clientAddress';
import { requiredText, typeMessage } from '../http/fields';
import { jsonBody } from '../http/validation';
import { findShopperByEmail, normaliseEmail } from '../shoppers/shoppers';

const signInBody = z.object({
  email: requiredText('email', 254),
  // Bounded: scrypt on a megabyte of password would be a cheap way to burn our CPU.
  password: z
    .string({ error: typeMessage('password') })
    .min(1, 'password is required')
    .max(200, 'password must be at most 200 characters'),
});

// Optional only for a client on the refresh cookie; anyone else must send it (see the route).
const refreshBody = z.object({ refreshToken: requiredText('refreshToken', 200).optional() });

const invalidCredentials = () =>
  new ApiError(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is incorrect.');

const refreshTokenRequired = () =>
  new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid refreshToken.', [
    { field: 'refreshToken', message: 'refreshToken is required' },
  ]);

/** Sign-in, token refresh and sign-out under /auth/v1. */
export function authRoutes({ db, mode, now, tokens, signInThrottle }: AppDeps): Hono {
  // A cookie client gets its refresh token only in the HttpOnly cookie, never in the body.
  const answer = (c: Context, issued: IssuedTokens) => {
    if (!usesRefreshCookie(c)) return c.json({ data: issued });
    writeRefreshCookie(c, mode, issued.refreshToken, tokens.refreshSeconds);
    writePageCookie(c, mode, issued.accessToken, tokens.accessSeconds);
    const { accessToken, expiresAt, tokenType } = issued;
    return c.json({ data: { accessToken, expiresAt, tokenType } });
  };

  return new Hono()
    .post('/auth/v1/sign-in', jsonBody(signInBody), async (c) => {
      const { email, password } = c.req.valid('json');
      // Unknown e-mails count too: a throttled answer must not tell which accounts exist.
      const account = normaliseEmail(email);
      const address = clientAddress(c);
      const retryAfter = signInThrottle.retryAfterSeconds(account, address, now());
      if (retryAfter > 0) {
        c.header('Retry-After', String(retryAfter));
        throw new ApiError(
          429,
          'TOO_MANY_SIGN_IN_ATTEMPTS',
          `Too many failed sign-ins. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
        );
      }
      const shopper = await findShopperByEmail(db, email);
      const matches = await verifyPassword(password, shopper?.password_hash ?? (await decoyHash()));
      if (!shopper || !matches) {
        signInThrottle.failed(account, address, now());
        throw invalidCredentials();
      }
      signInThrottle.succeeded(account);
      return answer(c, await startSession(db, shopper.id, now(), tokens));
    })
    .post('/auth/v1/token/refresh', jsonBody(refreshBody), async (c) => {
      const cookie = usesRefreshCookie(c);
      const refreshToken = cookie ? readRefreshCookie(c) : c.req.valid('json').refreshToken;
      if (!cookie && refreshToken === undefined) throw refreshTokenRequired();
      const outcome =
        refreshToken && looksLikeToken(refreshToken)
          ? await refreshSession(db, refreshToken, now(), tokens)
          : { kind: 'refused' as const };
      if (outcome.kind === 'refreshed') return answer(c, outcome.tokens);
      if (cookie) {
        clearRefreshCookie(c, mode);
        clearPageCookie(c, mode);
      }
      if (outcome.kind === 'reused') {
        throw new ApiError(
          401,
          'REFRESH_TOKEN_REUSED',
          'The refresh token was already used: every token of its session is revoked. Sign in again.',
        );
      }
      throw new ApiError(
        401,
        'INVALID_REFRESH_TOKEN',
        'The refresh token is not recognised or has expired. Sign in again.',
      );
    })
    .post('/auth/v1/sign-out', async (c) => {
      const accessToken = bearerToken(c.req.header('Authorization'));
      const refreshToken = usesRefreshCookie(c) ? readRefreshCookie(c) : undefined;
      if (usesRefreshCookie(c)) {
        clearRefreshCookie(c, mode);
        clearPageCookie(c, mode);
      }
      if (!accessToken && !refreshToken) throw new ApiError(401, 'UNAUTHORIZED', 'Send the access token to sign out.');
      // Signing out twice, or with an expired token, still ends in the signed-out state the caller wants.
      await endSession(db, { accessToken, refreshToken });
      return c.json({ data: { signedOut: true } });
    });
}
