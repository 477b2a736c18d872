import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { createPaymentIntent } from '../wallet/paymentIntents';
import { paymentEnvelope } from '../wallet/walletContract';

/** POST /payment/v1/payment-intents, behind requireShopper and idempotency: checkout's new intent (30 minutes). */
export function paymentIntentRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const paymentIntentId = await createPaymentIntent(db, c.get('shopperId'), now());
    return c.json(paymentEnvelope({ paymentIntentId }), 201);
  });
}
