import { StorefrontProvider } from '@aisle/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages, useAccountMessages } from './messages';

// The spec's strings, quoted exactly (its typo included): the table must hold each one.
const specStrings = [
  'Address Book',
  'Add new address',
  'Mailing Address',
  'Confirm Removal',
  'Are your sure you would like to remove this address?',
  'Add New Address',
  'Edit Address',
  'Get started by adding an address',
  'Your address book is empty. Manage your address for orders and mail communications.',
  'Current Address',
  'Other Addresses',
  'Add Address',
  'Confirm Address',
  'Make this my mailing address',
  'Use this address',
  'Select State/Province',
  'Street Address',
  'Apt/Suite',
  'City',
  'State/Province',
  'Postal Code',
  'Street Address is required',
  'City is required',
  'State/Province is required',
  'Please enter a valid Postal Code',
  'invalid address',
  'Items in your order require a minimum age of {minAge}.',
  'Please enter a valid date.',
  'Please agree to the Terms & Conditions.',
  'Age Verification Required',
  'Continue',
  'Back to Cart',
  'Terms & Conditions',
  'My Account',
  'Profile',
  'Preferences',
  'Purchase History',
  'Wallet',
  'Points Summary',
  'Community Rewards',
  'Inspiring Donations',
  'Community Contributions',
  'My Prescriptions',
  'Today',
  'Unavailable',
  'We are having technical difficulties.',
  'We could not find that address.',
  "We weren't able to verify this address you entered. Please check for any mistakes and try again.",
  'Your address has been created.',
  'Your address has been updated.',
  'Success!',
  'Your address has been removed.',
  'Address successfully deleted',
  'Address is Deleted',
  'Address created',
  'Your address was created successfully.',
  "We're sorry, we are currently experiencing technical difficulties. Please try again later.",
  "Hmmm, looks like we've lost you. Please check your internet connection.",
  'HTPlus Offers',
  "We're sorry, but we could not find preferences for your account. Please try again later.",
  'You must add a mobile phone number in order to receive text messages.',
  "We're sorry, but we couldn't retrieve your Specials and Promotions preference at this time. Please try again later.",
  "We're sorry, but we couldn't update your Specials & Promotions preference at this time. Please try again.",
  'Please check your phone for further instructions in order to save this preference.',
  "We're unable to access your Early Access Program preference right now. Please try again later.",
  'Your preference cannot be updated at this time. Please try again later.',
  'No Stores were found within 500 Miles of the entered location!',
  "We're sorry, the search service is not available right now. Please try your search again later.",
  'Your preferred store was successfully updated.',
  'Processing Error',
  "We're having trouble processing your order. Please try again.",
];

describe('given the account message table', () => {
  const values = new Set<string>(Object.values(accountMessages));

  it.each(specStrings)('holds the spec string %j', (text) => {
    expect(values.has(text)).toBe(true);
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
