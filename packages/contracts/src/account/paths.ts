// Every path of the account area's calls (account spec §7, with the paths the reference API serves).

export const profilePaths = {
  profile: '/atlas/v1/customer-profile/v1/profile',
  addresses: '/atlas/v1/customer-profile/v1/addresses',
  address: (addressId: string) => `/atlas/v1/customer-profile/v1/addresses/${encodeURIComponent(addressId)}`,
  validateAddress: '/atlas/v1/address-validation/v1/validate',
} as const;

/** The older address calls, used while the newer address book's toggle is off. */
export const legacyAddressPaths = {
  addresses: '/accountmanagement/api/addresses',
  add: '/accountmanagement/api/addresses/add',
  update: '/accountmanagement/api/addresses/update',
  remove: '/accountmanagement/api/addresses/remove',
  validate: '/accountmanagement/api/addresses/validate',
} as const;

export const communicationPaths = {
  emailPreferences: '/atlas/v1/communications/v1/email-preferences',
  /** The newer implementation, which sends the X-Encrypted-Email header. */
  emailPreferencesV2: '/atlas/v1/communications/v2/email-preferences',
  smsOptInStatus: '/atlas/v1/communications/v1/sms/opt-in-status',
  smsOptIn: '/atlas/v1/communications/v1/sms/opt-in',
} as const;

export const communityRewardsPaths = {
  participation: '/atlas/v1/community-rewards/v1/participation',
} as const;

/** The signed-in shopper's membership enrolment (Boost or HTPlus): the reference API's path. */
export const membershipPaths = {
  enrolment: '/atlas/v1/membership/v1/enrolment',
} as const;

/** An enrolment's status while the membership runs (scheduling spec §3). */
export const activeMembershipStatus = 'ACTIVE';

/**
 * The preferred store (GET, PUT `{ locationId }`) and the store search, both for the banner the
 * call names in `X-Banner`: a preferred store is chosen among that banner's stores.
 */
export const storePaths = {
  preferredStore: '/accountmanagement/api/preferred-store',
  storeLocator: '/accountmanagement/api/store-locator',
} as const;

/** The profile's projection query: the spec fetches the full profile. */
export const fullProfileProjection = 'customerProfile.full';

/** The header of the newer email-preference implementation. */
export const encryptedEmailHeader = 'X-Encrypted-Email';
