import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { jsonBody } from '../http/validation';
import { addCardBody, editCardBody } from '../wallet/cardBodies';
import { recordWalletCalls } from '../wallet/fraudCaptureLog';
import { cardWrites, testFraudCapture } from './cardWrites';
import { appName } from './paymentFields';
import { appNames } from '@aisle/contracts';

const unknownApp = () =>
  new ApiError(
    404,
    'APP_NOT_FOUND',
    `No such app: the path names one of ${appNames.map((name) => name.toLowerCase()).join(', ')}.`,
  );

// `{app}` is one of the wallet's apps, as checkout spells it ('clicklist'); the card is preferred in
// it as the wallet's X-Application-Id makes it. Checked before the body: the path names nothing else.
const appPath = z.object({ app: appName('app') });
const cardPath = appPath.extend({ cardId: z.string() });
const pathOf = <T extends z.ZodType>(schema: T) =>
  zValidator('param', schema, (result) => {
    if (!result.success) throw unknownApp();
  });

const otherCard = () =>
  new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid cardId.', [
    { field: 'cardId', message: 'cardId must be the card the path names' },
  ]);

/**
 * Card add and update on checkout (wallet spec §7), mounted at /checkout/api/s/cards behind
 * requireShopper, the payment intent check and idempotency, as the wallet's: the wallet's own add
 * and edit (`cardWrites.ts`), answers and refusals alike, the app taken from the path.
 */
export function checkoutCardRoutes(deps: AppDeps): Hono<AppEnv> {
  const writes = cardWrites(deps);
  const fraudCapture = testFraudCapture(deps);
  const routes = new Hono<AppEnv>();
  if (fraudCapture) routes.use('*', recordWalletCalls(fraudCapture, deps.now));
  return routes
    .post('/:app', pathOf(appPath), jsonBody(addCardBody), (c) =>
      writes.add(c, c.req.valid('param').app, c.req.valid('json')),
    )
    .put('/:app/:cardId', pathOf(cardPath), jsonBody(editCardBody), (c) => {
      const { app, cardId } = c.req.valid('param');
      const body = c.req.valid('json');
      if (body.cardId !== cardId) throw otherCard();
      return writes.edit(c, app, body);
    });
}
