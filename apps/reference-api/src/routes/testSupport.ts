import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { expireAccessTokens } from '../auth/sessions';
import { checkoutTestRoutes } from '../checkout/checkoutTestRoutes';
import { encryptEmail, issueEmailToken } from '../communications/emailAccess';
import { confirmPendingSms } from '../communications/smsPreferences';
import { ApiError } from '../errors/apiError';
import { optionalText, requiredText } from '../http/fields';
import { jsonBody } from '../http/validation';
import { resetData } from '../seed/seed';
import { findShopperByEmail } from '../shoppers/shoppers';
import { fraudCaptureTestRoutes } from '../wallet/fraudCaptureLog';

const faultBody = z
  .object({
    method: z
      .string({ error: 'method is required' })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'], { error: 'method must be an HTTP method or *' })),
    path: requiredText('path', 300).regex(/^\/\S*$/, 'path must start with / and hold no spaces'),
    status: z.int({ error: 'status must be a whole number' }).min(400).max(599).optional(),
    code: optionalText('code', 100),
    reason: optionalText('reason', 500),
    delayMs: z.int({ error: 'delayMs must be a whole number' }).min(0).max(60_000).optional(),
    times: z.int({ error: 'times must be a whole number' }).min(1).optional(),
  })
  .refine((fault) => fault.status !== undefined || fault.delayMs !== undefined, {
    message: 'Give a status, a delayMs, or both',
    path: ['status'],
  });

/** `{ email }`: the body of every /__test route about one shopper. */
const shopperBody = z.object({ email: requiredText('email', 254) });

const shopperNotFound = () => new ApiError(404, 'SHOPPER_NOT_FOUND', 'No shopper has that e-mail address.');

/**
 * The /__test routes: only mounted in test mode, so they do not exist in a demo. `GET
 * /__test/analytics` and `/__test/wallet/fraud-capture` are the only readers of the analytics events
 * and the fraud data: journeys check what the storefront sent.
 */
export function testSupportRoutes({ db, now, faults, signInThrottle, analytics, fraudCapture }: AppDeps): Hono {
  return new Hono()
    .post('/__test/faults', jsonBody(faultBody), (c) =>
      c.json({ data: { fault: faults.add(c.req.valid('json')) } }, 201),
    )
    .get('/__test/faults', (c) => c.json({ data: { faults: faults.list() } }))
    .delete('/__test/faults', (c) => c.json({ data: { cleared: faults.clear() } }))
    .post('/__test/sessions/expire', jsonBody(shopperBody), async (c) => {
      const shopper = await findShopperByEmail(db, c.req.valid('json').email);
      if (!shopper) throw shopperNotFound();
      return c.json({ data: { expired: await expireAccessTokens(db, shopper.id, now()) } });
    })
    .post('/__test/email-access', jsonBody(shopperBody), async (c) => {
      const shopper = await findShopperByEmail(db, c.req.valid('json').email);
      if (!shopper) throw shopperNotFound();
      const token = await issueEmailToken(db, shopper.id, now());
      return c.json({ data: { token, encryptedEmail: encryptEmail(shopper.email) } });
    })
    .post('/__test/sms/confirm', jsonBody(shopperBody), async (c) => {
      const shopper = await findShopperByEmail(db, c.req.valid('json').email);
      if (!shopper) throw shopperNotFound();
      return c.json({ data: { confirmed: await confirmPendingSms(db, shopper.id, now()) } });
    })
    .get('/__test/analytics', (c) => c.json({ data: { events: analytics.list() } }))
    .route('/', fraudCaptureTestRoutes(fraudCapture))
    .route('/', checkoutTestRoutes(db, now))
    .post('/__test/reset', async (c) => {
      signInThrottle.clear();
      analytics.clear();
      fraudCapture.clear();
      return c.json({ data: { seeded: await resetData(db, now()) } });
    });
}
