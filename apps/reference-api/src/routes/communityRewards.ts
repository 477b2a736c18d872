import { getBannerBehaviour } from '@aisle/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../appDeps';
import { bannerHeader } from '../http/banner';
import { typeMessage } from '../http/fields';
import { queryParams } from '../http/validation';
import { findStore } from '../stores/preferredStore';
import { locationIdShape } from './preferredStore';

const participationQuery = z.object({
  preferredStore: z
    .string({ error: typeMessage('preferredStore') })
    .regex(locationIdShape, 'preferredStore is the 8-character store id, e.g. 01400352'),
});

/**
 * `GET /atlas/v1/community-rewards/v1/participation`, behind requireShopper: whether the banner in
 * `X-Banner` runs the programme (the banner registry's feature) and whether the store takes part.
 */
export function communityRewardsRoutes({ db }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/participation', bannerHeader, queryParams(participationQuery), async (c) => {
    const banner = c.req.valid('header')['x-banner'];
    const store = await findStore(db, c.req.valid('query').preferredStore);
    return c.json({
      doesBannerParticipate: getBannerBehaviour(banner).features.communityRewards.participates,
      doesStoreParticipate: store.community_rewards_participates,
    });
  });
}
