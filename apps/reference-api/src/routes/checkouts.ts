import { checkoutPaths } from '@aisle/contracts/checkout';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { createCheckout, readCheckout } from '../checkout/checkouts';
import { requiredText as text } from '../http/fields';
import { jsonBody } from '../http/validation';
import { items as quoteItems } from './promising';

export const createCheckoutBody = z.object({
  modalityType: z.enum(['PICKUP', 'DELIVERY'], { error: 'modalityType is PICKUP or DELIVERY' }),
  lineItems: z
    .array(z.object({ cart: quoteItems.element.pick({ gtin13: true, quantity: true }) }), {
      error: 'lineItems must be a list',
    })
    .min(1, 'lineItems holds at least one line')
    .max(200, 'lineItems holds at most 200 lines'),
  fulfillment: z.object({ promise: z.object({ id: text('id', 80), versionKey: text('versionKey', 20) }) }),
  cartId: text('cartId', 80).optional(),
  properties: z
    .object({
      paymentVersion: z.literal('2', { error: "paymentVersion is '2'" }),
      createOrderPromiseHadFallout: z.boolean(),
    })
    .optional(),
});

/**
 * Checkouts (checkout spec §7 "Create checkout (v2)"), signed in only: a draft order for a time the
 * shopper holds. The payment step (activation, payments, promo codes, tips) comes with it later.
 */
export function checkoutRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(checkoutPaths.checkouts, jsonBody(createCheckoutBody), async (c) => {
      const body = c.req.valid('json');
      const checkout = await createCheckout(
        db,
        {
          shopperId: c.get('shopperId'),
          modalityType: body.modalityType,
          lineItems: body.lineItems,
          promiseId: body.fulfillment.promise.id,
          promiseVersionKey: body.fulfillment.promise.versionKey,
        },
        now(),
      );
      return c.json({ data: checkout }, 201);
    })
    .get(`${checkoutPaths.checkouts}/:id`, async (c) =>
      c.json({ data: await readCheckout(db, c.get('shopperId'), c.req.param('id')) }),
    );
}
