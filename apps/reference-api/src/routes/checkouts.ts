import { checkoutPaths } from '@aisle/contracts/checkout';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { checkoutPutBody, dateOfBirth } from '../checkout/checkoutBodies';
import { loadCheckout } from '../checkout/checkoutRecord';
import { createCheckout, readCheckout } from '../checkout/checkouts';
import { flashSalesAt } from '../checkout/flashSales';
import { modifyOrder } from '../checkout/modifyOrder';
import { placeOrder } from '../checkout/placeOrder';
import { updateCheckout } from '../checkout/updateCheckout';
import { requiredText as text } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';
import { items as quoteItems } from './promising';

/** Any whole number of at least 1: over the order's limit is the checkout's own error, not bad input. */
const lineQuantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity is a whole number')
  .min(1, 'quantity is at least 1')
  .max(1_000_000, 'quantity is at most 1000000');

export const createCheckoutBody = z.object({
  modalityType: z.enum(['PICKUP', 'DELIVERY'], { error: 'modalityType is PICKUP or DELIVERY' }),
  lineItems: z
    .array(z.object({ cart: quoteItems.element.pick({ gtin13: true }).extend({ quantity: lineQuantity }) }), {
      error: 'lineItems must be a list',
    })
    .min(1, 'lineItems holds at least one line')
    .max(200, 'lineItems holds at most 200 lines'),
  fulfillment: z.object({ promise: z.object({ id: text('id', 80), versionKey: text('versionKey', 20) }) }),
  cartId: text('cartId', 80).optional(),
  buyer: z.object({ dateOfBirth }).optional(),
  properties: z
    .object({
      paymentVersion: z.literal('2', { error: "paymentVersion is '2'" }),
      createOrderPromiseHadFallout: z.boolean(),
    })
    .optional(),
});

const flashSalesQuery = z.object({ checkoutId: text('checkoutId', 80) });

/**
 * Checkouts (checkout spec §7), signed in only. `POST` makes a draft order for a time the shopper
 * holds; `PUT …/:id` updates a draft (promo codes, tip, contact and instructions, payments, flash
 * sale lines), places it (`type: 'ACTIVATE'`) or modifies a placed order (`type: 'MODIFY'`);
 * `GET …/v2/flash-sales?checkoutId=` lists the flash sales of its store.
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
          buyerDateOfBirth: body.buyer?.dateOfBirth ?? null,
        },
        now(),
      );
      return c.json({ data: checkout }, 201);
    })
    .get(`${checkoutPaths.checkouts}/:id`, async (c) =>
      c.json({ data: await readCheckout(db, c.get('shopperId'), c.req.param('id')) }),
    )
    .put(`${checkoutPaths.checkouts}/:id`, jsonBody(checkoutPutBody), async (c) => {
      const body = c.req.valid('json');
      const [shopperId, id, at] = [c.get('shopperId'), c.req.param('id'), now()];
      const checkout =
        body.type === 'ACTIVATE'
          ? await placeOrder(db, shopperId, id, body, at)
          : body.type === 'MODIFY'
            ? await modifyOrder(db, shopperId, id, body, at)
            : await updateCheckout(db, shopperId, id, body, at);
      return c.json({ data: checkout });
    })
    .get(checkoutPaths.flashSales, queryParams(flashSalesQuery), async (c) => {
      const record = await loadCheckout(db, c.get('shopperId'), c.req.valid('query').checkoutId);
      return c.json({ data: flashSalesAt(record.locationId) });
    });
}
