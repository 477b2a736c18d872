import { useBanner } from '@aisle/core';
import { PlaceholderPage } from '../PlaceholderPage';

/** /membership is headed 'Boost', or 'HTPlus' on its banner. */
export function MembershipPage() {
  const { features } = useBanner();
  return <PlaceholderPage heading={features.membershipName} />;
}
