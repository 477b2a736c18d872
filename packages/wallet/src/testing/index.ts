// @aisle/wallet/testing: fixtures and MSW handlers for testing an integration of the wallet.
export * from './fixtures';
export { fetchFromHandlers } from '@aisle/core/testing';
export {
  walletErrorBody,
  walletHandlers,
  type WalletHandlersOptions,
  type WalletRoute,
  type WalletRouteFailure,
} from './walletHandlers';
export { WalletTestProvider, type WalletTestProviderProps } from './WalletTestProvider';
export { fakeSecureFrame, type FakeSecureFrame } from '../secureFields/fakeSecureFrame';
export { demoSecureFrameHtml, demoSecureFrameUrl } from './demoSecureFrame';
