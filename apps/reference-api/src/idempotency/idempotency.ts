import { createHmac } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { serverKey } from '../secrets/serverKeys';
import { expiredRecordSweeper } from './sweep';

export const idempotencyHeader = 'Idempotency-Key';
/** How long a key is remembered. */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;

const mutations = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Printable ASCII without spaces: UUIDs, ULIDs and the like.
const keyShape = /^[\x21-\x7e]{1,255}$/;

interface IdempotencyRow {
  method: string;
  path: string;
  fingerprint: string;
  status: number | null;
  body: string | null;
}

/**
 * Makes retried mutations safe: the first answer (below 500) to a key is stored, and the same key
 * from the same shopper gets that answer again without the route running. A key that comes back
 * with another method, path or body is refused (422); one whose first request is still running, 409.
 */
const fingerprintKey = () => serverKey('card');

export function idempotency({ db, now }: AppDeps): MiddlewareHandler<AppEnv> {
  const sweep = expiredRecordSweeper(db, idempotencyTtlMs);
  return async (c, next) => {
    const key = c.req.header(idempotencyHeader);
    if (!mutations.has(c.req.method) || key === undefined) return next();
    if (!keyShape.test(key)) {
      throw new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid Idempotency-Key.', [
        { field: idempotencyHeader, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' },
      ]);
    }
    const scope = `shopper:${c.get('shopperId')}`;
    const { method, path } = c.req;
    // Keyed: a body may carry an EBT card number or a gift card PIN, which a plain hash would let
    // anyone holding the table guess back.
    const fingerprint = createHmac('sha256', fingerprintKey())
      .update(await c.req.text())
      .digest('hex');
    const startedAt = now();

    await sweep(startedAt);
    await db.query('DELETE FROM idempotency_records WHERE scope = $1 AND key = $2 AND created_at <= $3', [
      scope,
      key,
      new Date(startedAt.getTime() - idempotencyTtlMs),
    ]);
    const { rows: claimed } = await db.query<{ key: string }>(
      `INSERT INTO idempotency_records (scope, key, method, path, fingerprint, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, method, path, fingerprint, startedAt],
    );
    if (claimed.length === 0) {
      const { rows } = await db.query<IdempotencyRow>(
        'SELECT method, path, fingerprint, status, body FROM idempotency_records WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      const first = rows[0];
      if (!first || first.method !== method || first.path !== path || first.fingerprint !== fingerprint) {
        throw new ApiError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (first.status === null) {
        throw new ApiError(
          409,
          'IDEMPOTENCY_KEY_IN_USE',
          'A request with this Idempotency-Key is still being processed.',
        );
      }
      c.header('Idempotent-Replayed', 'true');
      c.header('Content-Type', 'application/json');
      return c.body(first.body ?? '', first.status as ContentfulStatusCode);
    }

    await next();
    if (c.res.status >= 500) {
      // Our failure, not an answer: free the key so the client's retry runs for real.
      await db.query('DELETE FROM idempotency_records WHERE scope = $1 AND key = $2', [scope, key]);
      return;
    }
    await db.query('UPDATE idempotency_records SET status = $3, body = $4 WHERE scope = $1 AND key = $2', [
      scope,
      key,
      c.res.status,
      await c.res.clone().text(),
    ]);
  };
}
