export { CommunityRewards, type CommunityRewardsProps } from './CommunityRewards';
export { useCommunityRewardsLabel } from './communityRewardsLabel';
