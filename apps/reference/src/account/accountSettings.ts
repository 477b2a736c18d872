import type { AccountNavigationSettings } from '@aisle/account';

/**
 * What the storefront tells the account navigation. No demo shopper holds a Boost membership (the
 * reference API has none yet), so the Boost / HTPlus entry stays hidden; Prescriptions is hidden
 * on localhost and 127.0.0.1, as the spec asks.
 */
export const accountSettings: AccountNavigationSettings = {
  membershipActive: false,
  host: typeof window === 'undefined' ? null : window.location.hostname,
};
