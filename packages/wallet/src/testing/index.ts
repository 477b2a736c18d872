// @aisle/wallet/testing: fixtures and MSW handlers for testing an integration of the wallet.

// A provider and handlers for a test
export { WalletTestProvider, type WalletTestProviderProps } from './WalletTestProvider';
export {
  walletErrorBody,
  walletHandlers,
  type WalletHandlersOptions,
  type WalletRoute,
  type WalletRouteFailure,
} from './walletHandlers';
export { fetchFromHandlers } from '@aisle/core/testing';

// Stand-ins for the hosted secure card fields
export { fakeSecureFrame, type FakeSecureFrame, type Unmarked } from './fakeSecureFrame';
export { demoSecureFrameHtml, demoSecureFrameUrl } from './demoSecureFrame';

// Fixtures
export {
  demoBillingAddresses,
  demoCards,
  discover,
  ebtCard,
  ebtCardWithBalance,
  emptyGiftCard,
  expiredMastercard,
  giftCard,
  preferredVisa,
  rewardDebitCard,
  sampleCard,
} from './fixtures';
