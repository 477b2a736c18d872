import type { AccountNavigationSettings } from '@aisle/account';
import { useMemo } from 'react';
import { useHostname } from '../shell/hostname';

/**
 * What the storefront tells the account navigation. No demo shopper holds a Boost membership (the
 * reference API has none yet), so the Boost / HTPlus entry stays hidden; Prescriptions is hidden
 * on localhost and 127.0.0.1, as the spec asks: the host is the request's, so the server renders
 * the navigation the browser will.
 */
export function useAccountSettings(): AccountNavigationSettings {
  const host = useHostname();
  return useMemo(() => ({ membershipActive: false, host }), [host]);
}
