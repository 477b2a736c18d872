import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { jsonBody, requestHeaders } from '../http/validation';
import { addCard } from '../wallet/addCard';
import { addCardBody, defaultCardBody, editCardBody } from '../wallet/cardBodies';
import { toWalletCard, toWalletCards, type CardRow } from '../wallet/cardRecord';
import { editCard, makePreferred } from '../wallet/editCard';
import { recordWalletCalls } from '../wallet/fraudCaptureLog';
import { deleteCard, listCards } from '../wallet/walletCards';
import { appNames, defaultAppName, serviceHeaders, type AppName } from '@aisle/contracts';
import { toPaymentEnvelope, walletConfigHeaders, walletFraudHeaders } from '@aisle/contracts/wallet';

const appName = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' ').toUpperCase())
  .pipe(z.enum(appNames, { error: `${serviceHeaders.applicationId} must be one of ${appNames.join(', ')}` }));

/** The wallet config headers: 'true' or 'false', in any case. */
const flag = (header: string) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: `${header} must be true or false` }))
    .transform((value) => value === 'true');

// Header names arrive lower-cased.
const appHeaders = z.object({ 'x-application-id': appName.optional() });
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
export function walletRoutes({ db, now, mode, fraudCapture: log }: AppDeps): Hono<AppEnv> {
  // One card's answer: a gift card's balance is always shown, as the add and edit forms need it.
  const oneCard = (row: CardRow, app: AppName, saved = true) =>
    toPaymentEnvelope({ card: toWalletCard(row, { app, now: now(), giftBalances: true, saved }) });
  const fraudCapture = mode === 'test' ? log : undefined;

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
    .post('/', requestHeaders(appHeaders), jsonBody(addCardBody), async (c) => {
      const app = c.req.valid('header')['x-application-id'] ?? defaultAppName;
      const context = { shopperId: c.get('shopperId'), app, now: now() };
      fraudCapture?.recordCardAdd(c.req.valid('json'), c.req.header(walletFraudHeaders.botTelemetry), now());
      const added = await db.transaction((tx) => addCard(tx, c.req.valid('json'), context));
      return c.json(oneCard(added.row, app, added.saved), 201);
    })
    .put('/', requestHeaders(appHeaders), jsonBody(editCardBody), async (c) => {
      const app = c.req.valid('header')['x-application-id'] ?? defaultAppName;
      const context = { shopperId: c.get('shopperId'), app, now: now() };
      const row = await db.transaction((tx) => editCard(tx, c.req.valid('json'), context));
      return c.json(oneCard(row, app));
    })
    .put('/cards/defaults', requestHeaders(appHeaders), jsonBody(defaultCardBody), async (c) => {
      const app = c.req.valid('header')['x-application-id'] ?? defaultAppName;
      const context = { shopperId: c.get('shopperId'), app, now: now() };
      const row = await db.transaction((tx) => makePreferred(tx, c.req.valid('json').cardId, context));
      return c.json(oneCard(row, app));
    })
    .delete('/:cardId', async (c) => {
      await deleteCard(db, c.get('shopperId'), c.req.param('cardId'));
      return c.json(toPaymentEnvelope({ status: 'DELETED' as const }));
    });
}
