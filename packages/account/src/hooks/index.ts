export { addressBookCalls, type AddressBookCalls, type AddressBookVersion } from './addressBookCalls';
export {
  useAddressBook,
  type AddressBookState,
  type AddressBookLoadStatus,
  type UseAddressBookOptions,
} from './useAddressBook';
export { useCommunityRewards, type CommunityRewardsState } from './useCommunityRewards';
export { useEmailPreferences, type EmailPreferencesState, type EmailPreferencesStatus } from './useEmailPreferences';
export { usePreferredStore, type PreferredStoreState, type UsePreferredStoreOptions } from './usePreferredStore';
export { useProfile, type ProfileState, type UseProfileOptions } from './useProfile';
export { useProfileUpdate, type ProfileUpdater, type UseProfileUpdateOptions } from './useProfileUpdate';
export {
  useSmsPreferences,
  type SmsPreference,
  type SmsPreferencesState,
  type UseSmsPreferencesOptions,
} from './useSmsPreferences';
export { useStoreSearch, type StoreSearchState, type StoreSearchStatus } from './useStoreSearch';
