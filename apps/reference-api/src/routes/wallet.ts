import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { jsonBody, requestHeaders } from '../http/validation';
import { addCardBody, defaultCardBody, editCardBody } from '../wallet/cardBodies';
import { toWalletCards } from '../wallet/cardRecord';
import { makePreferred } from '../wallet/editCard';
import { recordWalletCalls } from '../wallet/fraudCaptureLog';
import { deleteCard, listCards } from '../wallet/walletCards';
import { cardWrites, oneCard, testFraudCapture } from './cardWrites';
import { appName, flag } from './paymentFields';
import { defaultAppName, serviceHeaders } from '@aisle/contracts';
import { toPaymentEnvelope, walletConfigHeaders } from '@aisle/contracts/wallet';

// Header names arrive lower-cased; the wallet config headers are 'true' or 'false'.
const appHeaders = z.object({ 'x-application-id': appName(serviceHeaders.applicationId).optional() });
const listHeaders = appHeaders.extend({
  'x-show-snap-cards': flag(walletConfigHeaders.showSnapCards).optional(),
  'x-show-gift-cards': flag(walletConfigHeaders.showGiftCards).optional(),
  'x-gift-card-balances': flag(walletConfigHeaders.giftCardBalances).optional(),
});

/**
 * The card calls under /payment/v2/wallet, mounted behind requireShopper, the payment intent check
 * and idempotency. In test mode the fraud data the storefront sends is logged (`fraudCaptureLog.ts`):
 * its middleware here sees every call under /payment/v2/wallet, the account routes' too.
 */
export function walletRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const writes = cardWrites(deps);
  const fraudCapture = testFraudCapture(deps);

  const routes = new Hono<AppEnv>();
  if (fraudCapture) routes.use('*', recordWalletCalls(fraudCapture, now));
  return routes
    .get('/', requestHeaders(listHeaders), async (c) => {
      const headers = c.req.valid('header');
      const hidden = new Set<string>([
        ...(headers['x-show-snap-cards'] === false ? ['EBT_CARD'] : []),
        ...(headers['x-show-gift-cards'] === false ? ['GIFT_CARD'] : []),
      ]);
      const rows = (await listCards(db, c.get('shopperId'))).filter((row) => !hidden.has(row.card_type));
      const cards = toWalletCards(rows, {
        app: headers['x-application-id'] ?? defaultAppName,
        now: now(),
        giftBalances: headers['x-gift-card-balances'] ?? false,
      });
      return c.json(toPaymentEnvelope({ cards }));
    })
    .post('/', requestHeaders(appHeaders), jsonBody(addCardBody), (c) =>
      writes.add(c, c.req.valid('header')['x-application-id'] ?? defaultAppName, c.req.valid('json')),
    )
    .put('/', requestHeaders(appHeaders), jsonBody(editCardBody), (c) =>
      writes.edit(c, c.req.valid('header')['x-application-id'] ?? defaultAppName, c.req.valid('json')),
    )
    .put('/cards/defaults', requestHeaders(appHeaders), jsonBody(defaultCardBody), async (c) => {
      const app = c.req.valid('header')['x-application-id'] ?? defaultAppName;
      const context = { shopperId: c.get('shopperId'), app, now: now() };
      const row = await db.transaction((tx) => makePreferred(tx, c.req.valid('json').cardId, context));
      return c.json(oneCard(row, app, now()));
    })
    .delete('/:cardId', async (c) => {
      await deleteCard(db, c.get('shopperId'), c.req.param('cardId'));
      return c.json(toPaymentEnvelope({ status: 'DELETED' as const }));
    });
}
