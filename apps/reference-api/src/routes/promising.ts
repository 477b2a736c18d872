import { schedulingPaths } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { jsonBody } from '../http/validation';
import { quoteTimeSlots } from '../promising/quotes';
import { findStore } from '../stores/preferredStore';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const quotesBody = z.object({
  modalityType: z.enum(['PICKUP', 'DELIVERY'], { error: 'modalityType is PICKUP or DELIVERY' }),
  locationId: z
    .string({ error: 'locationId must be text' })
    .regex(/^[A-Za-z0-9]{8}$/, 'locationId is 8 letters or digits'),
  items: z
    .array(
      z.object({
        gtin13: z.string({ error: 'gtin13 must be text' }).regex(/^\d{13}$/, 'gtin13 is 13 digits'),
        offerId: text('offerId', 40).optional(),
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity is a whole number')
          .min(1, 'quantity is at least 1')
          .max(99, 'quantity is at most 99'),
      }),
      { error: 'items must be a list' },
    )
    .max(200, 'items holds at most 200 lines'),
  vendors: z
    .array(z.object({ source: text('source', 40), handoff: text('handoff', 40) }), { error: 'vendors must be a list' })
    .max(5, 'vendors holds at most 5')
    .optional(),
});

/**
 * `POST /atlas/v1/promising/v4/quotes`: a week of a store's pickup or delivery times for the cart's
 * items (scheduling spec §7). Signed in only: scheduling needs a fully authenticated shopper. Times
 * are told in the store's time zone (`window.timezone`); the `user-time-zone` header is read by the
 * client, which shows the shopper's own.
 */
export function promisingRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post(schedulingPaths.quotes, jsonBody(quotesBody), async (c) => {
    const { modalityType, locationId, items } = c.req.valid('json');
    const store = await findStore(db, locationId);
    return c.json({ data: quoteTimeSlots(store, modalityType, items, now()) });
  });
}
