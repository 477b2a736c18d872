/** The cookie preferences' words: ours (the wallet spec names only its 'Cookie Preferences' button). */
export const privacyMessages = {
  title: 'Cookie Preferences',
  intro: 'Choose what this site may keep and check in this browser. Your choice is kept here, on this device.',
  necessaryLabel: 'Strictly necessary',
  necessaryHint: 'Keeps you signed in and remembers your cart and how you shop. Always on.',
  fraudPreventionLabel: 'Fraud prevention',
  fraudPreventionHint:
    'When you add a payment card, a check of this device and of how the page was used helps stop fraud.',
  save: 'Save Preferences',
  cancel: 'Cancel',
  saved: 'Your cookie preferences have been saved.',
} as const;
