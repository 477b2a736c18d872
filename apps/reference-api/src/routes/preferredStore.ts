import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { bannerHeader } from '../http/banner';
import { typeMessage } from '../http/fields';
import { jsonBody, queryParams } from '../http/validation';
import { getPreferredStore, setPreferredStore } from '../stores/preferredStore';
import { searchStores, storesQuery } from './stores';

/** "A store id of 8 characters": the 3-character division, then the 5-character store number. */
export const locationIdShape = /^[A-Za-z0-9]{8}$/;

const locationId = z
  .string({ error: typeMessage('locationId') })
  .regex(locationIdShape, 'locationId is the 8-character store id, e.g. 01400352');

const preferredStoreBody = z.object({ locationId });

/**
 * The preferred-store calls under /accountmanagement/api (account spec §7, "Other"), mounted behind
 * requireShopper. Answers are for the banner in `X-Banner` (kroger without one), the store search
 * included: a store of another banner could not be chosen.
 */
export function preferredStoreRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      .get('/preferred-store', bannerHeader, async (c) => {
        const banner = c.req.valid('header')['x-banner'];
        return c.json({ data: { preferredStore: await getPreferredStore(db, c.get('shopperId'), banner, now()) } });
      })
      .put('/preferred-store', bannerHeader, jsonBody(preferredStoreBody), async (c) => {
        const banner = c.req.valid('header')['x-banner'];
        const shopperId = c.get('shopperId');
        const { locationId: id } = c.req.valid('json');
        const preferredStore = await db.transaction((tx) => setPreferredStore(tx, shopperId, banner, id, now()));
        return c.json({ data: { preferredStore } });
      })
      // The stores a preferred store can be chosen from: the banner's own, unless the query names one.
      .get('/store-locator', bannerHeader, queryParams(storesQuery), async (c) => {
        const query = c.req.valid('query');
        const banner = query.banner ?? c.req.valid('header')['x-banner'];
        return c.json(await searchStores(db, { ...query, banner }, now()));
      })
  );
}
