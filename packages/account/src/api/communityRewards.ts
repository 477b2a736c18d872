import type { ServiceClient } from '@aisle/core';
import { communityRewardsPaths, type CommunityRewardsParticipation } from '@aisle/contracts/account';

export function getCommunityRewardsParticipation(
  client: ServiceClient,
  preferredStore: string,
): Promise<CommunityRewardsParticipation> {
  return client.get<CommunityRewardsParticipation>(communityRewardsPaths.participation, { query: { preferredStore } });
}
