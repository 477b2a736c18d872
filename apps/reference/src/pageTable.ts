// Plain data, with no import: the build (vite/pagePreloads.ts) reads it in Node to tell the server
// which files each page needs, and routes.tsx makes the routes of it. pageTable.test.ts holds the
// paths to the account package's routes and the modules to the files.

/** A page of the storefront, loaded when first visited. */
export interface PageEntry {
  /** The path pattern, with `:name` segments. */
  path: string;
  /** The page's module under src/; it exports a component named as the file. */
  module: string;
  /** Pages that need a session send a visitor without one to sign in, before loading their code. */
  signedIn: boolean;
  /** A placeholder page's title, a message key of the storefront. */
  placeholder?: 'navPointsSummary' | 'navPrescriptions';
  /**
   * 'checkout': a step of checkout, framed by the checkout package's simple layout (its Back, logo
   * and links) in place of the storefront's header and footer; the page brings the frame.
   */
  frame?: 'checkout';
}

const dashboard = 'account/pages/AccountDashboardPage.tsx';
const editor = 'account/pages/AddressEditorPage.tsx';
const placeholder = 'account/PlaceholderPage.tsx';
const purchases = 'account/pages/PurchasesPage.tsx';
const orderOutcome = 'checkout/OrderOutcomePage.tsx';

/** Every page but home and not-found, which are in the first download. */
export const pageTable: readonly PageEntry[] = [
  { path: '/signin', module: 'pages/SignInPage.tsx', signedIn: false },
  { path: '/cart', module: 'pages/cart/CartPage.tsx', signedIn: false },
  { path: '/cart/modify', module: 'pages/cart/ModifyCartPage.tsx', signedIn: true },
  { path: '/products/start-my-cart', module: 'shopping/pages/StartMyCartPage.tsx', signedIn: false },
  { path: '/scheduling', module: 'shopping/pages/SchedulingRoutePage.tsx', signedIn: true, frame: 'checkout' },
  { path: '/checkout', module: 'shopping/pages/CheckoutPage.tsx', signedIn: true, frame: 'checkout' },
  { path: '/checkout/payment-error', module: orderOutcome, signedIn: true },
  { path: '/checkout/:appName/:orderId/complete', module: orderOutcome, signedIn: true },
  { path: '/account', module: dashboard, signedIn: true },
  { path: '/account/dashboard', module: dashboard, signedIn: true },
  { path: '/account/update', module: 'account/pages/ProfilePage.tsx', signedIn: true },
  { path: '/account/addresses', module: 'account/pages/AddressBookPage.tsx', signedIn: true },
  { path: '/account/address', module: editor, signedIn: true },
  { path: '/account/address/:addressId', module: editor, signedIn: true },
  // Anonymous visitors reach this one through an e-mail token; the page decides.
  { path: '/account/emailSubscriptions', module: 'account/pages/PreferencesPage.tsx', signedIn: false },
  { path: '/account/communityrewards', module: 'account/pages/CommunityRewardsPage.tsx', signedIn: true },
  { path: '/points/summary', module: placeholder, signedIn: true, placeholder: 'navPointsSummary' },
  { path: '/mypurchases', module: purchases, signedIn: true },
  { path: '/mypurchases/pending/:checkoutId', module: purchases, signedIn: true },
  { path: '/mywallet', module: 'wallet/WalletRoutePage.tsx', signedIn: true },
  { path: '/mywallet/hosted', module: 'wallet/HostedWalletRoutePage.tsx', signedIn: true },
  { path: '/membership', module: 'account/pages/MembershipPage.tsx', signedIn: true },
  { path: '/myprescriptions', module: placeholder, signedIn: true, placeholder: 'navPrescriptions' },
  { path: '/i/*', module: 'pages/info/InfoPage.tsx', signedIn: false },
];

/** Where a visitor without a session is sent. */
export const signInPage = '/signin';

/**
 * A cookie the storefront keeps while a session is open. It proves nothing (the session is the
 * API's HttpOnly refresh cookie, which the page's request does not carry): it only tells the
 * server which page's code to preload, a signed-in page's or the sign-in page's.
 */
export const signedInHintCookie = 'aisle-signed-in';
