'use client';

import { useMessages } from '@aisle/core';

/**
 * Every word of the account area (account spec), keyed. Strings are the spec's, quoted exactly
 * (typos included); `{name}` marks a value filled in with `format` from @aisle/ui. Entries marked
 * "Not shown in the spec" are ours, where the spec names a message without giving its wording.
 */
export const accountMessages = {
  // Navigation and breadcrumbs (§2).
  breadcrumbHome: 'Home',
  navMyAccount: 'My Account',
  navProfile: 'Profile',
  navAddressBook: 'Address Book',
  navPreferences: 'Preferences',
  navPurchaseHistory: 'Purchase History',
  navWallet: 'Wallet',
  navPointsSummary: 'Points Summary',
  /** 'Boost', or 'HTPlus' on one banner: the banner behaviour's membershipName. */
  navMembership: '{membershipName}',
  navCommunityRewards: 'Community Rewards',
  navInspiringDonations: 'Inspiring Donations',
  navCommunityContributions: 'Community Contributions',
  navPrescriptions: 'My Prescriptions',

  // My Account (/account/dashboard). Not shown in the spec: our wording.
  dashboardGreeting: 'Welcome back, {firstName}.',
  dashboardIntro: 'Manage your details, addresses and preferences.',
  dashboardSections: 'Account sections',

  // Profile (/account/update, §3). Not shown in the spec: our wording.
  profileDetails: 'Your details',
  profileLoading: 'Loading your profile',
  profileNameLabel: 'Name',
  profileEmailLabel: 'Email',
  profileEmailConfirmed: 'Confirmed',
  profileEmailNotConfirmed: 'Not confirmed',
  profileLoyaltyCardLabel: 'Loyalty Card Number',
  profileMobilePhoneLabel: 'Mobile Phone',
  profileHomePhoneLabel: 'Home Phone',
  profileMemberSinceLabel: 'Member Since',
  profileRegistrationConfirmedLabel: 'Registration Confirmed',
  profileHomeAddressLabel: 'Home Address',
  profilePreferredStoreLabel: 'Preferred Store',
  profilePreferredStore: 'Store {storeNumber}',
  profileNotProvided: 'Not provided',
  // Editing the profile (issue 16). The spec shows no form or rule for it: our wording, the
  // required-field messages shaped like the address form's ('City is required').
  profileEditButton: 'Edit Profile',
  profileFormLabel: 'Edit your details',
  profileFirstNameLabel: 'First Name',
  profileLastNameLabel: 'Last Name',
  profileFirstNameRequired: 'First Name is required',
  profileLastNameRequired: 'Last Name is required',
  profileNameInvalid: '{field} can only use letters, spaces, hyphens, apostrophes and periods',
  profilePhoneHint: '10 digits, such as (513) 555-0123. Leave it empty to remove the number.',
  profilePhoneInvalid: '{field} must be a 10-digit phone number',
  profileEmailFixed: 'Your email address is how you sign in, so it cannot be changed here.',
  saveProfileButton: 'Save Profile',
  savingProfile: 'Saving',
  profileUpdatedToast: 'Your profile has been updated.',
  profileUpdateInvalid: "We couldn't save these details. Please check them and try again.",
  profileUpdateFailed: "We couldn't save your profile right now. Please try again later.",

  // Address book, legacy (§2).
  addressBookHeading: 'Address Book',
  addNewAddressButton: 'Add new address',
  mailingAddressLabel: 'Mailing Address',
  editButton: 'Edit',
  removeButton: 'Remove',
  cancelButton: 'Cancel',
  confirmRemovalHeading: 'Confirm Removal',
  confirmRemovalQuestion: 'Are your sure you would like to remove this address?',
  addNewAddressTitle: 'Add New Address',
  editAddressTitle: 'Edit Address',

  // Address book, newer (§2).
  emptyAddressBookHeading: 'Get started by adding an address',
  emptyAddressBookBody: 'Your address book is empty. Manage your address for orders and mail communications.',
  emptyAddressBookButton: 'Add New Address',
  currentAddressHeading: 'Current Address',
  otherAddressesHeading: 'Other Addresses',
  addAddressTitle: 'Add Address',
  confirmAddressTitle: 'Confirm Address',
  confirmAddressButton: 'Confirm Address',
  editAddressButton: 'Edit Address',
  // Not shown in the spec: our wording ("Edit also offers delete").
  deleteAddressButton: 'Delete Address',
  makeMailingAddressLabel: 'Make this my mailing address',
  useThisAddressLabel: 'Use this address',

  // The address form (§5).
  streetAddressLabel: 'Street Address',
  aptSuiteLabel: 'Apt/Suite',
  cityLabel: 'City',
  stateProvinceLabel: 'State/Province',
  postalCodeLabel: 'Postal Code',
  selectStateProvince: 'Select State/Province',
  streetAddressRequired: 'Street Address is required',
  cityRequired: 'City is required',
  stateProvinceRequired: 'State/Province is required',
  postalCodeInvalid: 'Please enter a valid Postal Code',
  // Not shown in the spec: our wording (the spec gives the 40- and 10-character limits only).
  fieldTooLong: '{field} must be at most {max} characters',
  invalidAddress: 'invalid address',
  // Not shown in the spec: our wording (the spec has no character rule; ours refuses emoji and symbols).
  addressCharactersInvalid: "{field} can only use letters, numbers, spaces and . , ' # & ( ) / -",
  // Not shown in the spec: our wording (the add/edit form's submit button).
  saveAddressButton: 'Save Address',

  // Address book screens. Not shown in the spec: our wording.
  /** The third line of an address card: 'city, state zip'. */
  addressCityLine: '{city}, {state} {zip}',
  loadingAddresses: 'Loading addresses',
  retryButton: 'Try again',
  useThisAddressRequired: "Tick 'Use this address' to save the address as you entered it.",
  chooseAddressLegend: 'Which address would you like to use?',
  suggestedAddressLabel: 'Suggested address',
  originalAddressLabel: 'Address you entered',

  // Age verification (§2, §5).
  ageVerificationHeading: 'Age Verification Required',
  minimumAge: 'Items in your order require a minimum age of {minAge}.',
  invalidDate: 'Please enter a valid date.',
  termsRequired: 'Please agree to the Terms & Conditions.',
  termsAndConditions: 'Terms & Conditions',
  continueButton: 'Continue',
  backToCartButton: 'Back to Cart',
  // Not shown in the spec: our wording (the modal's intro, the date field, the terms checkbox and view).
  ageVerificationIntro: 'Some items in your order are age restricted. Please enter your date of birth to continue.',
  restrictedItemsLabel: 'Age-restricted items',
  dateOfBirthLabel: 'Date of birth',
  /** The terms checkbox's label; `{terms}` is the 'Terms & Conditions' control that opens the terms. */
  agreeToTerms: 'I agree to the {terms}.',
  termsBackButton: 'Back',
  ageVerificationFailed: "We couldn't verify your age right now. Please try again.",

  // Delivery day carousel (§2).
  today: 'Today',
  unavailable: 'Unavailable',
  // Not shown in the spec: our wording (the carousel's name, the dollar signs' words, the selection).
  deliveryDayCarouselLabel: 'Choose a delivery day',
  deliveryCostLow: 'Lower cost',
  deliveryCostMedium: 'Medium cost',
  deliveryCostHigh: 'Higher cost',
  deliveryDaySelected: '{day} selected',

  // Network failures (§8).
  // Not shown in the spec: our wording.
  networkOffline: 'You appear to be offline. Please check your internet connection and try again.',
  // Not shown in the spec: our wording.
  networkTechnicalDifficulties: 'We are having technical difficulties. Please try again later.',

  // Address error codes and verification (§8).
  addressTechnicalDifficulties: 'We are having technical difficulties.',
  addressNotFound: 'We could not find that address.',
  // Not shown in the spec: our wording.
  tooManyAddresses: 'Your address book is full. Remove an address before adding another.',
  // Not shown in the spec: our wording (the spec says "unknown error").
  addressUnknownError: 'An unknown error occurred. Please try again.',
  addressUnverified: "We weren't able to verify this address you entered. Please check for any mistakes and try again.",

  // Toasts (§8).
  successHeading: 'Success!',
  addressCreatedToast: 'Your address has been created.',
  addressUpdatedToast: 'Your address has been updated.',
  addressRemovedToast: 'Your address has been removed.',
  addressDeletedHeading: 'Address is Deleted',
  addressDeletedToast: 'Address successfully deleted',
  addressCreatedHeading: 'Address created',
  addressUpdatedHeading: 'Address updated',
  addressCreatedSuccessfully: 'Your address was created successfully.',
  // Not shown in the spec: our wording, matching the created one.
  addressUpdatedSuccessfully: 'Your address was updated successfully.',

  // Email preferences (§3, §8, §9).
  emailTechnicalDifficulties:
    "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
  emailOffline: "Hmmm, looks like we've lost you. Please check your internet connection.",
  // Not shown in the spec: our wording.
  noPreferredStore: 'Choose a preferred store to manage these email preferences.',
  // Not shown in the spec: our wording ("Changes take up to 3 business days").
  emailChangesNote: 'Changes to your email preferences may take up to 3 business days to take effect.',
  /** How the 'ExpressLane Offers' category is displayed. */
  htplusOffers: 'HTPlus Offers',
  // Not shown in the spec: our wording.
  emailPreferencesHeading: 'Email Preferences',
  emailPreferencesLoading: 'Loading email preferences',
  saveEmailPreferencesButton: 'Save Email Preferences',
  emailPreferencesSaved: 'Your email preferences have been saved.',

  // SMS and preferences (§8).
  preferencesNotFound: "We're sorry, but we could not find preferences for your account. Please try again later.",
  mobilePhoneRequired: 'You must add a mobile phone number in order to receive text messages.',
  promotionalLoadError:
    "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
  promotionalUpdateError:
    "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
  checkYourPhone: 'Please check your phone for further instructions in order to save this preference.',
  // No screen shows it: the spec does not say which preference the Early Access Program is (README, §8).
  earlyAccessError: "We're unable to access your Early Access Program preference right now. Please try again later.",
  preferenceUpdateError: 'Your preference cannot be updated at this time. Please try again later.',

  // SMS preference types (§3): titles, descriptions and notes are not shown in the spec: our wording.
  smsClicklistTitle: 'Order Updates',
  smsClicklistDescription: 'Get text messages about your pickup and delivery orders.',
  smsClicklistUnsubscribeNote: 'Text STOP at any time to stop receiving order updates.',
  smsPromotionalTitle: 'Specials & Promotions',
  smsPromotionalDescription: 'Get weekly deals and offers by text, about once a week.',
  smsPromotionalUnsubscribeNote: 'To unsubscribe, text STOP to the short code in any message.',
  smsTransactionalTitle: 'Account Alerts',
  smsTransactionalDescription: 'Get text messages about your account.',
  smsTransactionalUnsubscribeNote: 'Text STOP at any time to stop receiving account alerts.',
  // Not shown in the spec: our wording.
  smsPreferencesHeading: 'Text Message Preferences',
  smsPreferenceLoading: 'Loading {title}',
  smsPreferenceSaved: 'Your {title} preference has been updated.',

  // Community rewards (/account/communityrewards, §3). Not shown in the spec: our wording.
  communityRewardsLoading: 'Loading your store’s participation',
  communityRewardsStoreParticipates: 'Your preferred store takes part in {programme}.',
  communityRewardsStoreParticipatesDetail:
    'Every time you shop with your card, a share of your purchase supports local organizations.',
  communityRewardsStoreNotParticipating: 'Your preferred store does not take part in {programme}.',
  communityRewardsChooseAnotherStore: 'To take part, choose a participating store as your preferred store.',
  communityRewardsNoPreferredStore: 'Choose a preferred store to see whether it takes part in {programme}.',
  communityRewardsBannerNotParticipating: '{programme} is not offered on this site.',

  // Stores (§8), shown by the Preferred Store section of the profile.
  noStoresFound: 'No Stores were found within 500 Miles of the entered location!',
  storeSearchUnavailable:
    "We're sorry, the search service is not available right now. Please try your search again later.",
  preferredStoreUpdated: 'Your preferred store was successfully updated.',
  // The Preferred Store section (§7 "Preferred store"). Not shown in the spec: our wording.
  preferredStoreLoading: 'Loading your preferred store',
  preferredStoreNone: 'You have not chosen a preferred store yet.',
  changeStoreButton: 'Change Store',
  chooseStoreButton: 'Choose a Store',
  storeSearchLabel: 'Find a store',
  storeSearchHint: 'Enter a ZIP code to see the stores within 500 miles.',
  storeSearchButton: 'Search',
  storeSearchingLabel: 'Searching',
  storeResultsLabel: 'Stores near {postalCode}',
  storeResultsCountOne: '1 store found near {postalCode}.',
  storeResultsCount: '{count} stores found near {postalCode}.',
  storeOpenNow: 'Open now',
  storeClosedNow: 'Closed now',
  chooseThisStoreButton: 'Make This My Store',
  currentStoreMark: 'Your preferred store',
  preferredStoreUpdateFailed: "We couldn't update your preferred store. Please try again.",
  preferredStoreNotChoosable: "That store can't be your preferred store on this site. Please choose another.",

  // Payment default error (§8). No account screen shows it: it is the checkout's, paying for an order (README, §8).
  processingErrorTitle: 'Processing Error',
  processingErrorMessage: "We're having trouble processing your order. Please try again.",
};

export type AccountMessages = typeof accountMessages;

/** The account message table with the host's `messages.account` overrides applied. */
export function useAccountMessages(): AccountMessages {
  return useMessages('account', accountMessages);
}
