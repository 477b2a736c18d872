import { useBanner } from '@aisle/core';
import { AccountPage } from '../AccountPage';
import { MembershipDetails } from '../membership/MembershipDetails';

/**
 * /membership is headed 'Boost', or 'HTPlus' on its banner, also for a shopper without one (the
 * navigation then has no entry, but the page opened directly still says what it is).
 */
export function MembershipPage() {
  const { features } = useBanner();
  return (
    <AccountPage heading={features.membershipName}>
      <MembershipDetails />
    </AccountPage>
  );
}
