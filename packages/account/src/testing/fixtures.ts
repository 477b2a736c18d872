// Demo data for tests and stories: one shopper, their address book in both shapes, preferences, error bodies.
import type {
  EmailPreferencesResponse,
  BannerSpecificDetails,
  CustomerProfile,
  ProfileResponse,
  SmsOptInResponse,
  SmsOptInStatusResponse,
  CommunityRewardsParticipation,
  Store,
} from '@aisle/contracts/account';
import type { Address, AddressFormValues } from '@aisle/contracts';
import type { AddressRecord } from '@aisle/contracts';

/** The demo shopper's details on the kroger banner: preferred store 014-00352 (location id 01400352). */
export const demoBannerDetails: BannerSpecificDetails = {
  banner: 'kroger',
  preferredStoreNumber: '00352',
  preferredStoreDivisionNumber: '014',
  communityRewardsEnabled: true,
};

export const demoProfile: CustomerProfile = {
  userId: 'shopper-1',
  firstName: 'Jordan',
  lastName: 'Rivera',
  emailAddress: 'jordan.rivera@example.com',
  loyaltyCardNumber: '4800000000001',
  phones: [
    { kind: 'MOBILE', number: '+15135550123' },
    { kind: 'HOME', number: '+15135550188' },
  ],
  dateCreated: '2024-03-05T14:00:00.000Z',
  dateRegistrationConfirmed: '2024-03-06T09:30:00.000Z',
  isEmailConfirmed: true,
  dateMobilePhoneVerified: null,
  relevantAdsOptIn: false,
  address: {
    addressLines: ['Apt 4', '1014 Vine St'],
    cityTown: 'Cincinnati',
    county: 'Hamilton',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
    location: { lat: 39.1, lng: -84.5 },
  },
  bannerSpecificDetails: [demoBannerDetails],
};

export const demoProfileResponse: ProfileResponse = { data: { profile: demoProfile } };

/** The demo shopper's mailing address, as the customer-profile service stores it. */
export const demoHomeRecord: AddressRecord = {
  id: 'addr-1',
  address: {
    addressLines: ['Apt 4', '1014 Vine St'],
    cityTown: 'Cincinnati',
    county: 'Hamilton',
    stateProvince: 'OH',
    postalCode: '45202',
    countryCode: 'US',
  },
  location: { latitude: 39.1, longitude: -84.5 },
  type: 'home',
  preferredAddress: true,
};

/** The demo address book as the customer-profile service stores it: home, then two delivery addresses. */
export const demoAddressRecords: AddressRecord[] = [
  demoHomeRecord,
  {
    id: 'addr-2',
    address: {
      addressLines: ['500 Elm St'],
      cityTown: 'Dayton',
      stateProvince: 'OH',
      postalCode: '45402',
      countryCode: 'US',
    },
    type: 'delivery',
    preferredAddress: false,
  },
  {
    id: 'addr-3',
    address: {
      addressLines: ['100 Queen St W'],
      cityTown: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5H 2N2',
      countryCode: 'CA',
    },
    type: 'delivery',
    preferredAddress: false,
  },
];

/** The same mailing address, as the screens and hooks hold it. */
export const demoHomeAddress: Address = {
  id: 'addr-1',
  street: '1014 Vine St',
  unit: 'Apt 4',
  locality: 'Cincinnati',
  county: 'Hamilton',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type: 'home',
  location: { lat: 39.1, lng: -84.5 },
};

/** The same address book, as the screens and hooks hold it. */
export const demoAddresses: Address[] = [
  demoHomeAddress,
  {
    id: 'addr-2',
    street: '500 Elm St',
    locality: 'Dayton',
    region: 'OH',
    postalCode: '45402',
    countryCode: 'US',
    type: 'delivery',
  },
  {
    id: 'addr-3',
    street: '100 Queen St W',
    locality: 'Toronto',
    region: 'ON',
    postalCode: 'M5H 2N2',
    countryCode: 'CA',
    type: 'delivery',
  },
];

/** A new delivery address, not saved yet. */
export const newAddress: Address = {
  street: '200 Main St',
  locality: 'Columbus',
  region: 'OH',
  postalCode: '43215',
  countryCode: 'US',
  type: 'delivery',
};

/*
 * Form values that draw each validation outcome from the handlers' default validator, the same as
 * from the reference API's (apps/reference-api README, "The address validator").
 */
/** Validated as typed: saved at once. */
export const validatedAddressValues: AddressFormValues = {
  addressLine1: '200 Main St',
  addressLine2: '',
  city: 'Columbus',
  state: 'OH',
  zipCode: '43215',
  isHome: false,
};

/** Corrected: the suggestion is '1014 Vine St', 'Apt 5C', 'Cincinnati, OH 45202-1234'. */
export const correctedAddressValues: AddressFormValues = {
  addressLine1: '1014 vine street',
  addressLine2: 'apartment 5c',
  city: 'cincinnati',
  state: 'OH',
  zipCode: '452021234',
  isHome: false,
};

/** Not validated (the street names Nowhere): 'Use this address' must be ticked. */
export const unverifiedAddressValues: AddressFormValues = {
  addressLine1: '1 Nowhere Ln',
  addressLine2: '',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  isHome: false,
};

/** A Canadian province: saved without validation. */
export const canadianAddressValues: AddressFormValues = {
  addressLine1: '290 Bremner Blvd',
  addressLine2: '',
  city: 'Toronto',
  state: 'ON',
  zipCode: 'M5V 3L9',
  isHome: false,
};

/** A full book of ten (the reference API's limit): the demo book plus seven more delivery addresses in Ohio. */
export const fullAddressRecords: AddressRecord[] = [
  ...demoAddressRecords,
  ...[101, 102, 103, 104, 105, 106, 107].map((number, index) => ({
    id: `addr-${String(index + 4)}`,
    address: {
      addressLines: [`${String(number)} Oak St`],
      cityTown: 'Columbus',
      stateProvince: 'OH',
      postalCode: '43215',
      countryCode: 'US',
    },
    type: 'delivery' as const,
    preferredAddress: false,
  })),
];

const category = (shortDescription: string, selected: boolean, longDescription: string) => ({
  shortDescription,
  longDescription,
  banner: 'kroger',
  selected,
});

export const demoEmailPreferences: EmailPreferencesResponse = {
  emailUngroupedPreferences: [
    category('Weekly Ad', true, 'Our weekly ad, every Wednesday.'),
    category('Specials & Promotions', false, 'Deals and offers picked for you.'),
    category('Monthly Newsletter', true, 'Recipes and news, once a month.'),
    category('ExpressLane Offers', false, 'Offers for members.'),
  ],
  hasErrors: false,
};

export const smsOptedIn: SmsOptInStatusResponse = { customerOptedIn: true };
export const smsOptedOut: SmsOptInStatusResponse = { customerOptedIn: false };
/** A promotional opt-in waits for the shopper to answer a text first. */
export const smsOptInPending: SmsOptInResponse = { customerOptedIn: false, warning: 'DOUBLE_OPT_IN_PENDING' };

export const demoCommunityRewards: CommunityRewardsParticipation = {
  doesBannerParticipate: true,
  doesStoreParticipate: true,
};

const store = (
  locationId: string,
  vanityName: string,
  street: string,
  cityTown: string,
  postalCode: string,
  distance: number,
  isOpen = true,
): Store => ({
  locationId,
  divisionNumber: locationId.slice(0, 3),
  storeNumber: locationId.slice(3),
  vanityName,
  banner: 'kroger',
  address: { addressLines: [street], cityTown, stateProvince: 'OH', postalCode, countryCode: 'US' },
  distance,
  isOpen,
  openText: isOpen ? 'Open until 11:00 PM' : 'Opens at 6:00 AM',
});

/**
 * The kroger stores the store search finds, nearest first: the demo shopper's preferred one
 * (01400352, as `demoBannerDetails` says), then two more.
 */
export const demoStores: Store[] = [
  store('01400352', 'Kroger Vine St', '1014 Vine St', 'Cincinnati', '45202', 0.4),
  store('01400943', 'Kroger Hyde Park Plaza', '3760 Paxton Ave', 'Cincinnati', '45209', 5.8),
  store('01400441', 'Kroger Dayton', '500 Elm St', 'Dayton', '45402', 48.2, false),
];

/** The failure body every account service answers with (4xx): the code in both places clients read it. */
export function errorBody(code: string, reason = code) {
  return { successful: false, errorDetail: { errorCode: code }, errors: { code, reason } };
}

/** Every error code of the account spec (§8) with its body. */
export const errorBodies = {
  CONSTRAINT_VIOLATION_EXCEPTION: errorBody('CONSTRAINT_VIOLATION_EXCEPTION', 'A constraint was violated.'),
  ADDRESS_NOT_FOUND: errorBody('ADDRESS_NOT_FOUND', 'No address with that id.'),
  TOO_MANY_ADDRESSES: errorBody('TOO_MANY_ADDRESSES', 'The address book is full.'),
  NO_PREFERRED_STORE: errorBody('NO_PREFERRED_STORE', 'The shopper has no preferred store.'),
  FORBIDDEN: errorBody('FORBIDDEN', 'Sign in required.'),
} as const;
