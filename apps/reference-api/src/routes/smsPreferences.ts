import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { checkMobilePhone, setSmsOptIn, smsStatus, triggerTypes } from '../communications/smsPreferences';
import { jsonBody } from '../http/validation';

// "Phone numbers are reduced to the last 10 digits and sent with a +1 prefix" (account spec §5).
const phoneNumber = z
  .string({ error: 'phoneNumber must be text' })
  .regex(/^\+1\d{10}$/, 'phoneNumber must be +1 and 10 digits, e.g. +15135550123');

const triggerType = z.enum(triggerTypes, { error: 'triggerType must be CLICKLIST, PROMOTIONAL or TRANSACTIONAL' });

const statusBody = z.object({ phoneNumber, triggerType });
const optInBody = z.object({
  optIn: z.boolean({ error: 'optIn must be true or false' }),
  phoneNumber,
  triggerType,
});

/** The SMS preference calls under /atlas/v1/communications/v1/sms, mounted behind requireShopper. */
export function smsPreferenceRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/opt-in-status', jsonBody(statusBody), async (c) => {
      const body = c.req.valid('json');
      await checkMobilePhone(db, c.get('shopperId'), body.phoneNumber);
      const status = await smsStatus(db, c.get('shopperId'), body.triggerType);
      return c.json({ customerOptedIn: status === 'opted_in' });
    })
    .post('/opt-in', jsonBody(optInBody), async (c) => {
      const body = c.req.valid('json');
      const shopperId = c.get('shopperId');
      const answer = await db.transaction(async (tx) => {
        await checkMobilePhone(tx, shopperId, body.phoneNumber);
        return setSmsOptIn(tx, shopperId, body, now());
      });
      return c.json(answer);
    });
}
