import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { requireShopper } from '../auth/requireShopper';
import { ApiError } from '../errors/apiError';
import { shopperOfEmailToken, shopperOfEncryptedEmail } from './emailAccess';

export const encryptedEmailHeader = 'X-Encrypted-Email';

/** Where an anonymous caller's credential may be: the v1 token (query or body) or the v2 header. */
export type EmailCredential = 'token' | 'encryptedEmail';

const invalidToken = () =>
  new ApiError(401, 'INVALID_TOKEN', 'This e-mail link is not recognised or has expired. Sign in to continue.');

/** The `token` of a JSON body, if it is one with a string `token` (the schema checks the rest later). */
async function bodyToken(text: Promise<string>): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'token' in body) {
      return typeof body.token === 'string' ? body.token : undefined;
    }
  } catch {
    // Not JSON: the body validator answers it.
  }
  return undefined;
}

/**
 * Who the e-mail preference calls are for (account spec §6): the signed-in shopper when there is an
 * Authorization header (checked like every customer route), else the shopper of an e-mail token
 * (`?token=`, `?token2=` or the body's `token`, v1) or of `X-Encrypted-Email` (v2). Unknown or
 * expired → 401 INVALID_TOKEN. Sets `shopperId`, so idempotency and the queries work as elsewhere.
 */
export function emailAccess(deps: AppDeps, credential: EmailCredential): MiddlewareHandler<AppEnv> {
  const signedIn = requireShopper(deps);
  return async (c, next) => {
    if (c.req.header('Authorization') !== undefined) return signedIn(c, next);
    let shopperId: string | undefined;
    if (credential === 'token') {
      const token =
        c.req.query('token') ??
        c.req.query('token2') ??
        (c.req.method === 'GET' ? undefined : await bodyToken(c.req.text()));
      if (token === undefined) {
        throw new ApiError(401, 'UNAUTHORIZED', 'Sign in, or open the preferences link of one of our e-mails.');
      }
      shopperId = await shopperOfEmailToken(deps.db, token, deps.now());
    } else {
      const encrypted = c.req.header(encryptedEmailHeader);
      if (encrypted === undefined) {
        throw new ApiError(401, 'UNAUTHORIZED', 'Sign in, or open the preferences link of one of our e-mails.');
      }
      shopperId = await shopperOfEncryptedEmail(deps.db, encrypted.trim());
    }
    if (shopperId === undefined) throw invalidToken();
    c.set('shopperId', shopperId);
    await next();
  };
}
