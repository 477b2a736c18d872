'use client';

import type { BannerFeatures } from '@aisle/contracts';
import { useBanner } from '@aisle/core';
import { useAccountMessages, type AccountMessages } from '../messages';

const labelKeys = {
  'Community Rewards': 'navCommunityRewards',
  'Inspiring Donations': 'navInspiringDonations',
  'Community Contributions': 'navCommunityContributions',
} as const satisfies Record<BannerFeatures['communityRewards']['label'], keyof AccountMessages>;

/** The programme's name on this banner: 'Inspiring Donations', 'Community Contributions' or 'Community Rewards'. */
export function useCommunityRewardsLabel(): string {
  const messages = useAccountMessages();
  return messages[labelKeys[useBanner().features.communityRewards.label]];
}
