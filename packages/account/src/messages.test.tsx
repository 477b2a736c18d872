import { StorefrontProvider } from '@aisle/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages, useAccountMessages, type AccountMessages } from './messages';

// The spec's words (its typo included), by the key that holds them. Screen tests find the words
// through these keys (`m.confirmRemovalHeading`), so this pins each key to the spec's words and
// the screen tests then prove the shopper is shown them. It proves nothing about a screen itself:
// the README's checklist points at the screen test of each.
const specWords: Partial<AccountMessages> = {
  navAddressBook: 'Address Book',
  addressBookHeading: 'Address Book',
  addNewAddressButton: 'Add new address',
  mailingAddressLabel: 'Mailing Address',
  confirmRemovalHeading: 'Confirm Removal',
  confirmRemovalQuestion: 'Are your sure you would like to remove this address?',
  addNewAddressTitle: 'Add New Address',
  emptyAddressBookButton: 'Add New Address',
  editAddressTitle: 'Edit Address',
  editAddressButton: 'Edit Address',
  emptyAddressBookHeading: 'Get started by adding an address',
  emptyAddressBookBody: 'Your address book is empty. Manage your address for orders and mail communications.',
  currentAddressHeading: 'Current Address',
  otherAddressesHeading: 'Other Addresses',
  addAddressTitle: 'Add Address',
  confirmAddressTitle: 'Confirm Address',
  confirmAddressButton: 'Confirm Address',
  makeMailingAddressLabel: 'Make this my mailing address',
  useThisAddressLabel: 'Use this address',
  selectStateProvince: 'Select State/Province',
  streetAddressLabel: 'Street Address',
  aptSuiteLabel: 'Apt/Suite',
  cityLabel: 'City',
  stateProvinceLabel: 'State/Province',
  postalCodeLabel: 'Postal Code',
  streetAddressRequired: 'Street Address is required',
  cityRequired: 'City is required',
  stateProvinceRequired: 'State/Province is required',
  postalCodeInvalid: 'Please enter a valid Postal Code',
  invalidAddress: 'invalid address',
  minimumAge: 'Items in your order require a minimum age of {minAge}.',
  invalidDate: 'Please enter a valid date.',
  termsRequired: 'Please agree to the Terms & Conditions.',
  ageVerificationHeading: 'Age Verification Required',
  continueButton: 'Continue',
  backToCartButton: 'Back to Cart',
  termsAndConditions: 'Terms & Conditions',
  navMyAccount: 'My Account',
  navProfile: 'Profile',
  navPreferences: 'Preferences',
  navPurchaseHistory: 'Purchase History',
  navWallet: 'Wallet',
  navPointsSummary: 'Points Summary',
  navCommunityRewards: 'Community Rewards',
  navInspiringDonations: 'Inspiring Donations',
  navCommunityContributions: 'Community Contributions',
  navPrescriptions: 'My Prescriptions',
  today: 'Today',
  unavailable: 'Unavailable',
  addressTechnicalDifficulties: 'We are having technical difficulties.',
  addressNotFound: 'We could not find that address.',
  addressUnverified: "We weren't able to verify this address you entered. Please check for any mistakes and try again.",
  addressCreatedToast: 'Your address has been created.',
  addressUpdatedToast: 'Your address has been updated.',
  successHeading: 'Success!',
  addressRemovedToast: 'Your address has been removed.',
  addressDeletedToast: 'Address successfully deleted',
  addressDeletedHeading: 'Address is Deleted',
  addressCreatedHeading: 'Address created',
  addressCreatedSuccessfully: 'Your address was created successfully.',
  emailTechnicalDifficulties:
    "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
  emailOffline: "Hmmm, looks like we've lost you. Please check your internet connection.",
  htplusOffers: 'HTPlus Offers',
  preferencesNotFound: "We're sorry, but we could not find preferences for your account. Please try again later.",
  mobilePhoneRequired: 'You must add a mobile phone number in order to receive text messages.',
  promotionalLoadError:
    "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
  promotionalUpdateError:
    "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
  checkYourPhone: 'Please check your phone for further instructions in order to save this preference.',
  earlyAccessError: "We're unable to access your Early Access Program preference right now. Please try again later.",
  preferenceUpdateError: 'Your preference cannot be updated at this time. Please try again later.',
  noStoresFound: 'No Stores were found within 500 Miles of the entered location!',
  storeSearchUnavailable:
    "We're sorry, the search service is not available right now. Please try your search again later.",
  preferredStoreUpdated: 'Your preferred store was successfully updated.',
  processingErrorTitle: 'Processing Error',
  processingErrorMessage: "We're having trouble processing your order. Please try again.",
};

describe('given the account message table', () => {
  it.each(Object.entries(specWords))('quotes the spec under %s: %j', (key, words) => {
    expect(accountMessages[key as keyof AccountMessages]).toBe(words);
  });

  it('has no empty message', () => {
    expect(Object.entries(accountMessages).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('applies the host overrides of the account namespace', () => {
    const { result } = renderHook(() => useAccountMessages(), {
      wrapper: ({ children }) => (
        <StorefrontProvider banner="kroger" services="" messages={{ account: { today: "Aujourd'hui" } }}>
          {children}
        </StorefrontProvider>
      ),
    });
    expect(result.current.today).toBe("Aujourd'hui");
    expect(result.current.unavailable).toBe('Unavailable');
  });
});
