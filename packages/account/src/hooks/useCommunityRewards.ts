'use client';

import type { CommunityRewardsParticipation } from '@aisle/contracts/account';
import { serviceKey, useServiceClient, useServiceSWR } from '@aisle/core';
import { communityRewardsPaths } from '@aisle/contracts/account';
import { useAccountCalls } from './useAccountCalls';

export interface CommunityRewardsState {
  participation: CommunityRewardsParticipation | undefined;
  error: unknown;
  isLoading: boolean;
  /** Asks again, e.g. after a failure. */
  refresh(): Promise<void>;
}

/** Participation for the shopper's preferred store; nothing is fetched until there is one. */
export function useCommunityRewards(preferredStore: string | null | undefined): CommunityRewardsState {
  const client = useServiceClient();
  const { getCommunityRewardsParticipation } = useAccountCalls();
  const { data, error, isLoading, mutate } = useServiceSWR(
    preferredStore ? serviceKey(communityRewardsPaths.participation, { preferredStore }) : null,
    () => getCommunityRewardsParticipation(client, preferredStore ?? ''),
  );
  return {
    participation: data,
    error,
    isLoading,
    refresh: async () => {
      await mutate();
    },
  };
}
