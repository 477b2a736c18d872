import { addAddress, getAddresses, removeAddress, updateAddress, validateAddress } from './api/addresses';
import { getCommunityRewardsParticipation } from './api/communityRewards';
import { getEmailPreferences, updateEmailPreferences } from './api/emailPreferences';
import {
  addLegacyAddress,
  getLegacyAddresses,
  removeLegacyAddress,
  updateLegacyAddress,
  validateLegacyAddress,
} from './api/legacyAddresses';
import { getProfile } from './api/profile';
import { getSmsOptInStatus, updateSmsOptIn } from './api/smsPreferences';

/**
 * Every call the account hooks and screens make (§7), the defaults of `calls={{ account: { … } }}`
 * on the provider. Each takes the provider's service client first. The preferred-store calls are
 * not here: no screen makes them yet.
 */
export const accountCalls = {
  getProfile,
  getAddresses,
  addAddress,
  updateAddress,
  removeAddress,
  validateAddress,
  getLegacyAddresses,
  addLegacyAddress,
  updateLegacyAddress,
  removeLegacyAddress,
  validateLegacyAddress,
  getEmailPreferences,
  updateEmailPreferences,
  getSmsOptInStatus,
  updateSmsOptIn,
  getCommunityRewardsParticipation,
};

export type AccountCalls = typeof accountCalls;

declare module '@aisle/core' {
  interface FeatureCalls {
    account: AccountCalls;
  }
}
