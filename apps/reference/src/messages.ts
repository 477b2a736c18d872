/**
 * The storefront's own words in its first download (header, footer, home, not found, a page that
 * failed to load). The account spec shows none of them: they are ours. Each other page keeps its own
 * words beside it, and feature screens bring their own message tables.
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
  shoppingMethodChoose: 'Choose how you shop',
  shoppingMethodAt: '{modality} · {street}',
  shoppingMethodLabel: 'Change how you shop: {current}',
  modalityPickup: 'Pickup',
  modalityDelivery: 'Delivery',
  modalityInStore: 'In Store',
  modalityShip: 'Ship',
  footerNavigation: 'Footer',
  footerNote: 'A reference storefront for the Aisle design system. Prices, stores and shoppers are fictional.',
  footerCopyright: '© 2026 {title}',

  homeHeading: 'Groceries your way',
  homeBody: 'Pick up, get delivery or shop in store. Your account keeps your addresses and preferences in one place.',
  homeAccountLink: 'Go to My Account',
  homeSignInLink: 'Sign in to your account',

  notFoundHeading: 'Page not found',
  notFoundBody: 'We could not find that page.',
  notFoundHome: 'Go to the home page',
  pageFailedHeading: 'This page did not load',
  pageFailedBody: 'Check your connection, then try again.',
  pageFailedRetry: 'Try Again',
} as const;

export type StorefrontMessages = typeof storefrontMessages;
