import { CommunityRewards } from '@aisle/account';
import { AccountPage } from '../AccountPage';

/** Headed by the banner's own label ('Inspiring Donations', 'Community Contributions') through the navigation entry. */
export function CommunityRewardsPage() {
  return (
    <AccountPage>
      <CommunityRewards />
    </AccountPage>
  );
}
