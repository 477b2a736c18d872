import { checkoutPaths, type ModifySubmitQuery } from '@aisle/contracts/checkout';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiMode, AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { checkoutPutBody } from '../checkout/checkoutBodies';
import { loadCheckout } from '../checkout/checkoutRecord';
import { createCheckout, readCheckout } from '../checkout/checkouts';
import { createCheckoutBody } from '../checkout/createCheckoutBody';
import { flashSalesAt } from '../checkout/flashSales';
import { modifyOrder } from '../checkout/modifyOrder';
import { placeOrder } from '../checkout/placeOrder';
import { updateCheckout } from '../checkout/updateCheckout';
import { bannerHeader, refuseOtherBannerDomain } from '../http/banner';
import { requiredText as text } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';
import { flag } from './paymentFields';

const flashSalesQuery = z.object({ checkoutId: text('checkoutId', 80) });

// The modify submit's options (§7), read on every PUT and used by MODIFY alone.
const modifySubmitQuery = z.object({
  isV2Payment: flag('isV2Payment').default(true),
  mockPaymentDecline: flag('mockPaymentDecline').default(false),
  bannerDomain: text('bannerDomain', 253).optional(),
} satisfies Record<keyof ModifySubmitQuery, z.ZodType>);

/**
 * Checkouts (checkout spec §7), signed in only. `POST` makes a draft order for a time the shopper
 * holds; `PUT …/:id` updates a draft (promo codes, tip, contact and instructions, payments, flash
 * sale lines), places it (`type: 'ACTIVATE'`) or modifies a placed order (`type: 'MODIFY'`);
 * `GET …/v2/flash-sales?checkoutId=` lists the flash sales of its store.
 */
export function checkoutRoutes({ db, now, mode }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(checkoutPaths.checkouts, jsonBody(createCheckoutBody), async (c) => {
      const body = c.req.valid('json');
      const checkout = await createCheckout(db, { shopperId: c.get('shopperId'), ...body }, now());
      return c.json({ data: checkout }, 201);
    })
    .get(`${checkoutPaths.checkouts}/:id`, async (c) =>
      c.json({ data: await readCheckout(db, c.get('shopperId'), c.req.param('id')) }),
    )
    .put(
      `${checkoutPaths.checkouts}/:id`,
      bannerHeader,
      queryParams(modifySubmitQuery),
      jsonBody(checkoutPutBody),
      async (c) => {
        const body = c.req.valid('json');
        const [shopperId, id, at] = [c.get('shopperId'), c.req.param('id'), now()];
        const checkout =
          body.type === 'ACTIVATE'
            ? await placeOrder(db, shopperId, id, body, at)
            : body.type === 'MODIFY'
              ? await modifyOrder(
                  db,
                  shopperId,
                  id,
                  body,
                  at,
                  submitOptions(c.req.valid('query'), c.req.valid('header')['x-banner'], mode),
                )
              : await updateCheckout(db, shopperId, id, body, at);
        return c.json({ data: checkout });
      },
    )
    .get(checkoutPaths.flashSales, queryParams(flashSalesQuery), async (c) => {
      const record = await loadCheckout(db, c.get('shopperId'), c.req.valid('query').checkoutId);
      return c.json({ data: flashSalesAt(record.locationId) });
    });
}

/**
 * The modify submit's options as the modification takes them: version 2 of the payment service is
 * the only one here (422 otherwise); the banner domain must be the call's banner's (400); the
 * mocked decline is a test aid, refused by a production service (400).
 */
function submitOptions(query: z.infer<typeof modifySubmitQuery>, banner: string, mode: ApiMode) {
  if (!query.isV2Payment) {
    throw new ApiError(
      422,
      'PAYMENT_VERSION_UNSUPPORTED',
      'Orders are paid through version 2 of the payment service: send isV2Payment=true.',
    );
  }
  refuseOtherBannerDomain(query.bannerDomain, banner);
  if (query.mockPaymentDecline && mode === 'production') {
    throw new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid mockPaymentDecline.', [
      { field: 'mockPaymentDecline', message: 'mockPaymentDecline is for a service in test or demo mode' },
    ]);
  }
  return { mockPaymentDecline: query.mockPaymentDecline };
}
