import { checkoutPaths, type PaymentQuery } from '@aisle/contracts/checkout';
import { defaultAppName } from '@aisle/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { createPurchaseBody, modifyTipBody } from '../checkout/checkoutBodies';
import { checkoutNotFound } from '../checkout/checkoutRecord';
import { modifyTip } from '../checkout/modifyTip';
import { placeOrder } from '../checkout/placeOrder';
import { listPurchases, readPayment } from '../checkout/purchases';
import { bannerHeader, refuseOtherBannerDomain } from '../http/banner';
import { requiredText } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';
import { appName, flag } from './paymentFields';

// Get payment's query (wallet spec §7): the app, CLICKLIST when left out; the options as they were
// before the spec's were sent, a draft's chosen cards and the gift cards' balances answered.
const paymentQuery = z.object({
  checkoutId: requiredText('checkoutId', 80),
  app: appName('app').default(defaultAppName),
  shouldOnlyShowAuths: flag('shouldOnlyShowAuths').default(false),
  shouldIncludeGiftCardRemainingBalance: flag('shouldIncludeGiftCardRemainingBalance').default(true),
  bannerDomain: requiredText('bannerDomain', 253).optional(),
} satisfies Record<keyof PaymentQuery, z.ZodType>);

/** `checkoutPaths.modifyTip(checkoutId)` as a route pattern, literal so that Hono types its parameter. */
const modifyTipPattern = '/payment/v1/modifytip/:checkoutId';
/** `checkoutPaths.purchase(checkoutId)` as a route pattern. */
const purchasePattern = '/payment/v1/checkouts/:checkoutId';

/**
 * Get payment (checkout spec §7, `GET /payment/v1/payments?checkoutId=`): the cards of a checkout
 * and what each authorises; create purchase (§7, `POST /payment/v1/checkouts/:checkoutId`): the
 * activation's body without its type, placing the draft as the activation does; the tip
 * modification (§7, `PUT /payment/v1/modifytip/:checkoutId`, modifyTip.ts): a placed delivery
 * order's new tip, its cards held for the new total; and Purchase History's placed orders, newest
 * first. Signed in only. The banner domain, when sent, must be that of the banner the call is made
 * on (`X-Banner`).
 */
export function purchaseRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(checkoutPaths.payments, bannerHeader, queryParams(paymentQuery), async (c) => {
      const { checkoutId, app, bannerDomain, ...options } = c.req.valid('query');
      refuseOtherBannerDomain(bannerDomain, c.req.valid('header')['x-banner']);
      // Every checkout here is the storefront's: another app has none.
      if (app !== defaultAppName) throw checkoutNotFound();
      return c.json({ data: await readPayment(db, c.get('shopperId'), checkoutId, options) });
    })
    .post(purchasePattern, jsonBody(createPurchaseBody), async (c) => {
      // The activation as the payment service takes it (placeOrder.ts, one rule for both paths);
      // 200 like the activation, since a replay answers the same purchase.
      const [shopperId, id] = [c.get('shopperId'), c.req.param('checkoutId')];
      const body = { ...c.req.valid('json'), type: 'ACTIVATE' as const };
      return c.json({ data: await placeOrder(db, shopperId, id, body, now()) });
    })
    .put(modifyTipPattern, jsonBody(modifyTipBody), async (c) => {
      const [shopperId, id] = [c.get('shopperId'), c.req.param('checkoutId')];
      return c.json({ data: await modifyTip(db, shopperId, id, c.req.valid('json'), now()) });
    })
    .get(checkoutPaths.purchases, async (c) => c.json({ data: await listPurchases(db, c.get('shopperId')) }));
}
