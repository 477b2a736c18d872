import { Hono } from 'hono';
import type { AppDeps } from '../appDeps';
import { errorBody } from '../errors/apiError';

/** `GET /health`: ok only when the database answers, so a load balancer can tell. */
export function healthRoutes({ db }: AppDeps): Hono {
  return new Hono().get('/health', async (c) => {
    try {
      await db.query('SELECT 1');
      return c.json({ status: 'ok' });
    } catch {
      return c.json(errorBody('SERVICE_UNAVAILABLE', 'The database is not answering.'), 503);
    }
  });
}
