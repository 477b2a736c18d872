// The wallet's card add and edit (wallet spec §7) as both their paths answer them: the wallet's own
// (/payment/v2/wallet, the app in X-Application-Id) and checkout's (/checkout/api/s/cards/{app}).
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { addCard } from '../wallet/addCard';
import type { AddCardBody, EditCardBody } from '../wallet/cardBodies';
import { toWalletCard, type CardRow } from '../wallet/cardRecord';
import { editCard } from '../wallet/editCard';
import type { AppName } from '@aisle/contracts';
import { toPaymentEnvelope, walletFraudHeaders } from '@aisle/contracts/wallet';

/** The fraud data log, kept in test mode only (`fraudCaptureLog.ts`). */
export const testFraudCapture = ({ mode, fraudCapture }: AppDeps) => (mode === 'test' ? fraudCapture : undefined);

/** One card's answer: a gift card's balance is always shown, as the add and edit forms need it. */
export const oneCard = (row: CardRow, app: AppName, now: Date, saved = true) =>
  toPaymentEnvelope({ card: toWalletCard(row, { app, now, giftBalances: true, saved }) });

export function cardWrites(deps: AppDeps) {
  const { db, now } = deps;
  const fraudCapture = testFraudCapture(deps);
  return {
    /** 201 with the card: `saved: false`, and not kept, when the body asks not to save it. */
    async add(c: Context<AppEnv>, app: AppName, body: AddCardBody) {
      const context = { shopperId: c.get('shopperId'), app, now: now() };
      fraudCapture?.recordCardAdd(body, c.req.header(walletFraudHeaders.botTelemetry), now());
      const added = await db.transaction((tx) => addCard(tx, body, context));
      return c.json(oneCard(added.row, app, now(), added.saved), 201);
    },
    async edit(c: Context<AppEnv>, app: AppName, body: EditCardBody) {
      const context = { shopperId: c.get('shopperId'), app, now: now() };
      const row = await db.transaction((tx) => editCard(tx, body, context));
      return c.json(oneCard(row, app, now()));
    },
  };
}
