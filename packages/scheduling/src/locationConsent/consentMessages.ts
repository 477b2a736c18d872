// The location consent modal's words (scheduling spec §2, §4).
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording. Part of `schedulingMessages` (src/messages.ts).
 */
export const consentMessages = {
  // Location consent (§2, §4).
  consentTitle: 'Allow Location Access',
  /** Step 0's offer, in words (not shown): ours. */
  consentBody: 'Share your location to find stores and ways to shop near you. You can change this at any time.',
  /** Ambiguity 1 of the checklist: §4 names 'Allow' on steps 0 and 1 without listing the button: ours. */
  allowButton: 'Allow',
  howItWorksButton: 'How it Works',
  noThanksButton: 'No Thanks',
  howItWorksTitle: 'How it Works',
  howItWorksIntro: 'We use your location to make shopping easier:',
  howItWorksFindAStore: 'Find a Store',
  howItWorksFindAStoreBody: 'See the stores nearest to you first.',
  howItWorksWaysToShop: 'Ways to Shop',
  howItWorksWaysToShopBody: 'See whether pickup, delivery and shipping are available where you are.',
  howItWorksShoppingInStore: 'Shopping in-store',
  howItWorksShoppingInStoreBody: 'Find products and offers at the store you are in.',
  howItWorksPickingUp: 'Picking up your order',
  howItWorksPickingUpBody: 'Let the store know you are on your way, so your order is ready when you arrive.',
  howItWorksFuelCenter: 'At the Fuel Center',
  howItWorksFuelCenterBody: 'Pay at the pump and use your fuel points.',
  enableDeviceSettingTitle: 'Lets Enable Your Device Setting',
  enableDeviceSettingBody:
    'When your browser asks, allow this site to use your location. If it does not ask, turn on location for this site in your browser settings.',
  continueButton: 'Continue',
  privacyPolicyLink: 'Privacy Policy',
};
