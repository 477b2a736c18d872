import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import type { Queryable } from '../db/Database';
import { makeRoomFor } from '../db/makeRoomFor';
import { ApiError } from '../errors/apiError';
import { serviceHeaders } from '@aisle/contracts';

/** How long checkout may use a payment intent. */
export const paymentIntentTtlMs = 30 * 60 * 1000;

// Visible ASCII: anything else cannot be an intent this server issued, and is not worth a query.
const intentShape = /^[\x21-\x7e]{1,200}$/;

/**
 * How many live intents a shopper keeps: checkout makes one each time its payment step opens, so
 * one per open tab, with room to spare. A tab whose intent was dropped is refused (404) and asks for
 * a new one, as for an expired intent.
 */
export const paymentIntentsPerShopper = 5;

/** A new intent; the shopper's expired ones are dropped first, and beyond the newest few the oldest. */
export async function createPaymentIntent(db: Queryable, shopperId: string, now: Date): Promise<string> {
  const id = randomUUID();
  await makeRoomFor(db, { table: 'payment_intents', owner: 'shopper_id', key: 'id' }, shopperId, {
    now,
    keep: paymentIntentsPerShopper,
  });
  await db.query('INSERT INTO payment_intents (id, shopper_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    shopperId,
    now,
    new Date(now.getTime() + paymentIntentTtlMs),
  ]);
  return id;
}

/**
 * A wallet call naming a payment intent (X-Payment-Intent-Id) needs it to be the shopper's and
 * live; the client asks for a new one on this exact reason (wallet spec §7). No header, no check.
 * Runs after requireShopper and before idempotency, so the retry with a new intent is not a replay.
 */
export function requirePaymentIntent({ db, now }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const intentId = c.req.header(serviceHeaders.paymentIntentId)?.trim();
    if (!intentId) return next();
    const { rows } = intentShape.test(intentId)
      ? await db.query<{ id: string }>(
          'SELECT id FROM payment_intents WHERE id = $1 AND shopper_id = $2 AND expires_at > $3',
          [intentId, c.get('shopperId'), now()],
        )
      : { rows: [] };
    if (rows.length === 0) {
      throw new ApiError(404, 'PAYMENT_INTENT_NOT_FOUND', 'Could not find the requested payment intent.');
    }
    await next();
  };
}
