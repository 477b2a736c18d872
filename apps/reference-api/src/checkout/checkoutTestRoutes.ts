import { Hono } from 'hono';
import type { Database } from '../db/Database';
import { isUuid } from '../http/fields';
import { checkoutNotFound } from './checkoutRecord';

/**
 * The test mode's levers on an order, for journeys: no shopper's call can do either.
 * `POST /__test/checkouts/:id/expire` ends the hold on its time now (the draft then answers 410
 * CHECKOUT_EXPIRED, 'Order Timed Out'); `POST /__test/checkouts/:id/preparing` marks a placed order
 * as being prepared by the store (a modification then answers 409 CANNOT_MODIFY; a draft is marked
 * too, and it shows once placed). Neither changes
 * the versionKey: the store's side of the order is not the shopper's to conflict with.
 */
export function checkoutTestRoutes(db: Database, now: () => Date): Hono {
  return new Hono()
    .post('/__test/checkouts/:id/expire', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw checkoutNotFound();
      const { rows } = await db.query<{ expires_at: Date }>(
        `UPDATE promises p SET expires_at = $2 FROM checkouts c
          WHERE c.id = $1 AND p.id = c.promise_id RETURNING p.expires_at`,
        [id, now()],
      );
      const expired = rows[0];
      if (!expired) throw checkoutNotFound();
      return c.json({ data: { checkoutId: id, expiration: new Date(expired.expires_at).toISOString() } });
    })
    .post('/__test/checkouts/:id/preparing', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw checkoutNotFound();
      const { rows } = await db.query<{ status: string }>(
        'UPDATE checkouts SET preparing = true WHERE id = $1 RETURNING status',
        [id],
      );
      if (!rows[0]) throw checkoutNotFound();
      return c.json({ data: { checkoutId: id, preparing: true } });
    });
}
