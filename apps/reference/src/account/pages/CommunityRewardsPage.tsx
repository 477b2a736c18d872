import { CommunityRewards, useCommunityRewardsLabel } from '@aisle/account';
import { AccountPage } from '../AccountPage';

/**
 * Headed by the banner's own label ('Inspiring Donations', 'Community Contributions'), also where
 * the banner has no programme and the navigation no entry to take it from: opened directly there,
 * the page still says what it is.
 */
export function CommunityRewardsPage() {
  return (
    <AccountPage heading={useCommunityRewardsLabel()}>
      <CommunityRewards />
    </AccountPage>
  );
}
