import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { encryptEmail } from '../communications/emailAccess';
import { emailAccess } from '../communications/emailAccessMiddleware';
import { listEmailPreferences, saveEmailPreferences } from '../communications/emailPreferences';
import { bannerHeader } from '../http/banner';
import { requiredText } from '../http/fields';
import { jsonBody } from '../http/validation';
import { idempotency } from '../idempotency/idempotency';
import { findShopper } from '../shoppers/shoppers';

const v1 = '/atlas/v1/communications/v1/email-preferences';
const v2 = '/atlas/v1/communications/v2/email-preferences';
/** The newer implementation's credential for an e-mail link's token (ours: the spec shows none). */
const v2Access = '/atlas/v1/communications/v2/email-access';

const accessBody = z.object({ token: requiredText('token', 200) });

const updates = z
  .array(
    z.object({
      emailPreferencesCategory: requiredText('emailPreferencesCategory', 100).toLowerCase(),
      emailPreferences: z.boolean({ error: 'emailPreferences must be true or false' }),
    }),
    { error: 'Send a list of { emailPreferencesCategory, emailPreferences }' },
  )
  .min(1, 'Send at least one preference')
  .max(20, 'Send at most 20 preferences');

/** v1 POST: the list when signed in, `{ emailPreferences: [list], token }` from an e-mail link. */
const v1Body = z.preprocess(
  (input) =>
    typeof input === 'object' && input !== null && !Array.isArray(input) && 'emailPreferences' in input
      ? input.emailPreferences
      : input,
  updates,
);

/**
 * The e-mail preference calls, signed in or anonymous (account spec §6–7): v1 takes the e-mail
 * token, v2 the `X-Encrypted-Email` header. Answers are for the banner in `X-Banner`.
 */
export function emailPreferenceRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const byToken = emailAccess(deps, 'token');
  const byEncryptedEmail = emailAccess(deps, 'encryptedEmail');
  const once = idempotency(deps);

  const answer = async (shopperId: string, banner: string) => ({
    emailUngroupedPreferences: await listEmailPreferences(db, shopperId, banner),
    hasErrors: false,
  });

  return (
    new Hono<AppEnv>()
      .get(v1, byToken, bannerHeader, async (c) =>
        c.json(await answer(c.get('shopperId'), c.req.valid('header')['x-banner'])),
      )
      .post(v1, byToken, once, bannerHeader, jsonBody(v1Body), async (c) => {
        const banner = c.req.valid('header')['x-banner'];
        const shopperId = c.get('shopperId');
        await db.transaction((tx) => saveEmailPreferences(tx, shopperId, banner, c.req.valid('json'), now()));
        return c.json(await answer(shopperId, banner));
      })
      // The e-mail link carries the v1 token; the newer implementation takes the encrypted e-mail
      // in a header. The storefront trades the one for the other here, in a body, so the encrypted
      // e-mail never sits in a URL (a link, a log, a Referer).
      .post(v2Access, byToken, jsonBody(accessBody), async (c) => {
        const shopper = await findShopper(db, c.get('shopperId'));
        if (!shopper) throw new ApiError(401, 'INVALID_TOKEN', 'This e-mail link is not recognised or has expired.');
        return c.json({ data: { encryptedEmail: encryptEmail(shopper.email) } });
      })
      .get(v2, byEncryptedEmail, bannerHeader, async (c) =>
        c.json(await answer(c.get('shopperId'), c.req.valid('header')['x-banner'])),
      )
      .put(v2, byEncryptedEmail, once, bannerHeader, jsonBody(updates), async (c) => {
        const banner = c.req.valid('header')['x-banner'];
        const shopperId = c.get('shopperId');
        await db.transaction((tx) => saveEmailPreferences(tx, shopperId, banner, c.req.valid('json'), now()));
        return c.json(await answer(shopperId, banner));
      })
  );
}
