import { analyticsPaths } from '@aisle/contracts';
import { analyticsBatch } from '@aisle/contracts/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../appDeps';
import { jsonBody } from '../http/validation';

/**
 * `POST /atlas/v1/analytics/v1/events`: a batch of the storefront's analytics events, from anyone
 * (failed calls happen signed out too). Kept in the server's AnalyticsLog and answered 204. No
 * route here reads them back: only the test mode's `/__test/analytics` does.
 */
export function analyticsRoutes({ analytics, now }: AppDeps): Hono {
  return new Hono().post(analyticsPaths.events, jsonBody(analyticsBatch), (c) => {
    analytics.add(c.req.valid('json').events, now());
    return c.body(null, 204);
  });
}
