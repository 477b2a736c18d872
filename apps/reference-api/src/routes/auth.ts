import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { decoyHash, verifyPassword } from '../auth/password';
import { endSession, refreshSession, startSession } from '../auth/sessions';
import { bearerToken, looksLikeToken } from '../auth/tokens';
import { ApiError } from '../errors/apiError';
import { requiredText, typeMessage } from '../http/fields';
import { jsonBody } from '../http/validation';
import { findShopperByEmail } from '../shoppers/shoppers';

const signInBody = z.object({
  email: requiredText('email', 254),
  // Bounded: scrypt on a megabyte of password would be a cheap way to burn our CPU.
  password: z
    .string({ error: typeMessage('password') })
    .min(1, 'password is required')
    .max(200, 'password must be at most 200 characters'),
});

const refreshBody = z.object({ refreshToken: requiredText('refreshToken', 200) });

const invalidCredentials = () =>
  new ApiError(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is incorrect.');

/** Sign-in, token refresh and sign-out under /auth/v1. */
export function authRoutes({ db, now, tokens }: AppDeps): Hono {
  return new Hono()
    .post('/auth/v1/sign-in', jsonBody(signInBody), async (c) => {
      const { email, password } = c.req.valid('json');
      const shopper = await findShopperByEmail(db, email);
      const matches = await verifyPassword(password, shopper?.password_hash ?? (await decoyHash()));
      if (!shopper || !matches) throw invalidCredentials();
      return c.json({ data: await startSession(db, shopper.id, now(), tokens) });
    })
    .post('/auth/v1/token/refresh', jsonBody(refreshBody), async (c) => {
      const { refreshToken } = c.req.valid('json');
      const issued = looksLikeToken(refreshToken) ? await refreshSession(db, refreshToken, now(), tokens) : undefined;
      if (!issued) {
        throw new ApiError(
          401,
          'INVALID_REFRESH_TOKEN',
          'The refresh token is not recognised or has expired. Sign in again.',
        );
      }
      return c.json({ data: issued });
    })
    .post('/auth/v1/sign-out', async (c) => {
      const token = bearerToken(c.req.header('Authorization'));
      if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'Send the access token to sign out.');
      // Signing out twice, or with an expired token, still ends in the signed-out state the caller wants.
      await endSession(db, token);
      return c.json({ data: { signedOut: true } });
    });
}
