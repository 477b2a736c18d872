import { checkoutPaths } from '@aisle/contracts/checkout';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { checkoutPutBody } from '../checkout/checkoutBodies';
import { loadCheckout } from '../checkout/checkoutRecord';
import { createCheckout, readCheckout } from '../checkout/checkouts';
import { createCheckoutBody } from '../checkout/createCheckoutBody';
import { flashSalesAt } from '../checkout/flashSales';
import { modifyOrder } from '../checkout/modifyOrder';
import { placeOrder } from '../checkout/placeOrder';
import { updateCheckout } from '../checkout/updateCheckout';
import { requiredText as text } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';

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
      const checkout = await createCheckout(db, { shopperId: c.get('shopperId'), ...body }, now());
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
