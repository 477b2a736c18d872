import { membershipPaths } from '@aisle/contracts/account';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { membershipEnrolmentOf } from '../membership/enrolment';
import { findShopper } from '../shoppers/shoppers';

/**
 * `GET /atlas/v1/membership/v1/enrolment`, behind requireShopper: the shopper's Boost (HTPlus)
 * enrolment, `{ data: { enrolment } }`, null for a shopper without one.
 */
export function membershipRoutes({ db, now }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(membershipPaths.enrolment, async (c) => {
    const shopper = await findShopper(db, c.get('shopperId'));
    if (!shopper) throw new ApiError(401, 'UNAUTHORIZED', 'The account behind this token no longer exists.');
    return c.json({ data: { enrolment: membershipEnrolmentOf(shopper, now()) } });
  });
}
