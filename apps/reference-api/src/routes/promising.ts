import { schedulingPaths } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { jsonBody, queryParams } from '../http/validation';
import { createPromise, updatePromise } from '../promising/promises';
import { quoteTimeSlots } from '../promising/quotes';
import { findStore } from '../stores/preferredStore';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const modalityType = z.enum(['PICKUP', 'DELIVERY', 'SHIP'], { error: 'modalityType is PICKUP, DELIVERY or SHIP' });
const locationId = z
  .string({ error: 'locationId must be text' })
  .regex(/^[A-Za-z0-9]{8}$/, 'locationId is 8 letters or digits');
export const items = z
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
  .max(200, 'items holds at most 200 lines');

export const quotesBody = z.object({
  modalityType,
  locationId,
  items,
  vendors: z
    .array(z.object({ source: text('source', 40), handoff: text('handoff', 40) }), { error: 'vendors must be a list' })
    .max(5, 'vendors holds at most 5')
    .optional(),
  // A BCP 47 tag ('en-US'). The reference words its times in US English whatever is asked.
  locale: z
    .string({ error: 'locale must be text' })
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, 'locale is a language tag such as en-US')
    .optional(),
});

/** Who asks (the upfront times, CALL-10): the page and the screen, lower-case words joined by hyphens. */
const asker = (label: string) =>
  z
    .string({ error: `${label} must be given once` })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, `${label} is lower-case words joined by hyphens, at most 40 characters`)
    .optional();
export const quotesQuery = z.object({ page: asker('page'), component: asker('component') });

export const createPromiseBody = z.object({
  modalityType,
  locationId,
  optionIds: z
    .array(text('optionIds', 200), { error: 'optionIds must be a list' })
    .length(1, 'optionIds holds the one chosen time'),
  items,
  vendorId: text('vendorId', 80),
  originalWindow: z.object({ value: text('value', 80), timezone: text('timezone', 80) }).optional(),
});

export const updatePromiseBody = z.object({
  id: text('id', 80).optional(),
  items,
  versionKey: text('versionKey', 20),
});

/**
 * Promising (scheduling spec §7), signed in only: scheduling needs a fully authenticated shopper.
 * `POST …/quotes`: a week of a store's pickup or delivery times for the cart's items, or a ship
 * order's one window (quotes.ts), told in the store's time zone (`window.timezone`; the client
 * shows the shopper's own). The upfront times (CALL-10) ask through the same call, naming their
 * `page` and `component` in the query and their `locale` in the body; none of the three changes
 * the times. `POST …/promises` reserves a quoted time; `PUT …/promises/:id` changes its items under
 * its version key.
 */
export function promisingRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post(schedulingPaths.quotes, queryParams(quotesQuery), jsonBody(quotesBody), async (c) => {
      const body = c.req.valid('json');
      const store = await findStore(db, body.locationId);
      return c.json({ data: quoteTimeSlots(store, body.modalityType, body.items, now()) });
    })
    .post(schedulingPaths.promises, jsonBody(createPromiseBody), async (c) => {
      const body = c.req.valid('json');
      const request = {
        shopperId: c.get('shopperId'),
        modalityType: body.modalityType,
        locationId: body.locationId,
        selectionId: body.optionIds[0] ?? '',
        items: body.items,
      };
      return c.json({ data: await createPromise(db, request, now()) }, 201);
    })
    .put(`${schedulingPaths.promises}/:id`, jsonBody(updatePromiseBody), async (c) => {
      const body = c.req.valid('json');
      const request = {
        shopperId: c.get('shopperId'),
        id: c.req.param('id'),
        versionKey: body.versionKey,
        items: body.items,
      };
      return c.json({ data: await updatePromise(db, request, now()) });
    });
}
