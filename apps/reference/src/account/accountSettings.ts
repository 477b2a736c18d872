import type { AccountNavigationSettings } from '@aisle/account';
import { useMemo } from 'react';
import { useHostname } from '../shell/hostname';
import { useMembership } from './membership/useMembership';

/**
 * What the storefront tells the account navigation: whether the shopper's membership is active
 * (the reference API's enrolment; the entry's name, Boost or HTPlus, is the banner's), and the
 * host, on which Prescriptions is hidden for localhost and 127.0.0.1 as the spec asks. The host is
 * the request's, so the server renders the navigation the browser will.
 */
export function useAccountSettings(): AccountNavigationSettings {
  const host = useHostname();
  const { active } = useMembership();
  return useMemo(() => ({ membershipActive: active, host }), [active, host]);
}
