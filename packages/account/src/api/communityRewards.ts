import type { ServiceClient } from '@aisle/core';
import { communityRewardsPaths } from './paths';

/** Community rewards participation (account spec §3). */
export interface CommunityRewardsParticipation {
  doesBannerParticipate: boolean;
  doesStoreParticipate: boolean;
}

export function getCommunityRewardsParticipation(
  client: ServiceClient,
  preferredStore: string,
): Promise<CommunityRewardsParticipation> {
  return client.get<CommunityRewardsParticipation>(communityRewardsPaths.participation, { query: { preferredStore } });
}
