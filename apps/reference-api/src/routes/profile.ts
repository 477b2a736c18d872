import { Hono } from 'hono';
import { z } from 'zod';
import { findHomeAddress } from '../addresses/addressBook';
import type { AppDeps, AppEnv } from '../appDeps';
import { ApiError } from '../errors/apiError';
import { optionalText } from '../http/fields';
import { queryParams } from '../http/validation';
import { toProfile } from '../shoppers/profile';
import { findShopper, listBannerDetails } from '../shoppers/shoppers';

// Every projection answers the full profile; the parameter is accepted because the client sends it.
const profileQuery = z.object({ projections: optionalText('projections', 200) });

/** `GET /atlas/v1/customer-profile/v1/profile`, mounted behind requireShopper. */
export function profileRoutes({ db }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/profile', queryParams(profileQuery), async (c) => {
    const shopperId = c.get('shopperId');
    // Side by side: on PostgreSQL the three reads take three pooled connections at once.
    const [shopper, home, banners] = await Promise.all([
      findShopper(db, shopperId),
      findHomeAddress(db, shopperId),
      listBannerDetails(db, shopperId),
    ]);
    // A session outliving its shopper: treat it like any token that no longer works.
    if (!shopper) throw new ApiError(401, 'UNAUTHORIZED', 'The account behind this token no longer exists.');
    return c.json({ data: { profile: toProfile(shopper, home, banners) } });
  });
}
