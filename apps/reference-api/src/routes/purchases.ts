import { checkoutPaths } from '@aisle/contracts/checkout';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { listPurchases, readPayment } from '../checkout/purchases';
import { requiredText } from '../http/fields';
import { queryParams } from '../http/validation';

const paymentQuery = z.object({ checkoutId: requiredText('checkoutId', 80) });

/**
 * Get payment (checkout spec §7, `GET /payment/v1/payments?checkoutId=`): the cards of a checkout
 * and what each authorises; and Purchase History's placed orders, newest first. Signed in only.
 */
export function purchaseRoutes({ db }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(checkoutPaths.payments, queryParams(paymentQuery), async (c) =>
      c.json({ data: await readPayment(db, c.get('shopperId'), c.req.valid('query').checkoutId) }),
    )
    .get(checkoutPaths.purchases, async (c) => c.json({ data: await listPurchases(db, c.get('shopperId')) }));
}
