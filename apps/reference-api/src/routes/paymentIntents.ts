import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { createPaymentIntent } from '../wallet/paymentIntents';
import { toPaymentEnvelope } from '@aisle/contracts/wallet';

/** POST /payment/v1/payment-intents, behind requireShopper and idempotency: checkout's new intent (30 minutes). */
export function paymentIntentRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const paymentIntentId = await createPaymentIntent(db, c.get('shopperId'), now());
    return c.json(toPaymentEnvelope({ paymentIntentId }), 201);
  });
}
