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
import { findStores, getPreferredStore, setPreferredStore } from './api/preferredStore';
import { getProfile, updateProfile } from './api/profile';
import { getSmsOptInStatus, updateSmsOptIn } from './api/smsPreferences';

/**
 * Every call the account hooks and screens make (§7), the defaults of `calls={{ account: { … } }}`
 * on the provider. Each takes the provider's service client first.
 */
export const accountCalls = {
  getProfile,
  updateProfile,
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
  getPreferredStore,
  setPreferredStore,
  findStores,
};

export type AccountCalls = typeof accountCalls;

declare module '@aisle/core' {
  interface FeatureCalls {
    account: AccountCalls;
  }
}
