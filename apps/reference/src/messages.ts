/**
 * The storefront's own words (header, footer, sign-in, placeholders). The account spec shows none
 * of them: they are ours. Feature screens bring their own message tables.
 */
export const storefrontMessages = {
  skipToContent: 'Skip to main content',
  homeLink: '{title} home',
  mainNavigation: 'Main',
  myAccount: 'My Account',
  cart: 'Cart',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  signedInAs: 'Signed in as {email}',
  footerNavigation: 'Footer',
  footerNote: 'A reference storefront for the Aisle design system. Prices, stores and shoppers are fictional.',
  footerCopyright: '© 2026 {title}',

  homeHeading: 'Groceries your way',
  homeBody: 'Pick up, get delivery or shop in store. Your account keeps your addresses and preferences in one place.',
  homeAccountLink: 'Go to My Account',
  homeSignInLink: 'Sign in to your account',

  signInHeading: 'Sign In',
  emailLabel: 'Email Address',
  passwordLabel: 'Password',
  emailRequired: 'Email Address is required',
  passwordRequired: 'Password is required',
  signInButton: 'Sign In',
  signingIn: 'Signing in',
  signInFailed: 'The email address or password is not right. Please try again.',
  signInUnavailable: 'We are having technical difficulties. Please try again later.',
  signInThrottled: 'Too many attempts to sign in. Please wait {wait} and try again.',
  signInThrottledBriefly: 'Too many attempts to sign in. Please wait a moment and try again.',
  oneSecond: '1 second',
  seconds: '{count} seconds',
  oneMinute: '1 minute',
  minutes: '{count} minutes',
  demoShoppersHeading: 'Demo shoppers',
  demoShoppersBody: "Every demo shopper's password is {password}.",
  sessionExpired: 'Your session has ended. Please sign in again.',

  placeholderBody: 'This page arrives with its own package. Until then, the rest of your account is a click away.',
  backToAccount: 'Back to My Account',

  cartHeading: 'Cart',
  cartItemsHeading: 'Items in your cart',
  deliveryDayHeading: 'Choose a delivery day',
  checkoutButton: 'Check Out',
  checkoutReady: 'Thank you. Your date of birth was confirmed as {dateOfBirth}.',
  termsBody:
    'By continuing you confirm that you are of legal age to buy the restricted items in your order, and that you will show a valid photo ID when they are handed over.',

  notFoundHeading: 'Page not found',
  notFoundBody: 'We could not find that page.',
  notFoundHome: 'Go to the home page',
  pageFailedHeading: 'This page did not load',
  pageFailedBody: 'Check your connection, then try again.',
  pageFailedRetry: 'Try Again',
} as const;

export type StorefrontMessages = typeof storefrontMessages;
