// @aisle/wallet: the wallet's words, its service contract, its card rules, its hooks and screens.
export * from './api';
export * from './cards';
export * from './forms';
export * from './hooks';
export * from './cardBox';
export * from './cardPicker';
export * from './legalFooter';
export * from './walletPage';
export * from './flyout';
export * from './fraudCapture';
export * from './secureFields';
export { WalletSettingsProvider, useWalletSettings } from './config/WalletSettingsContext';
export {
  resolveWalletSettings,
  type ResolvedWalletSettings,
  type WalletEnvironment,
  type WalletSettings,
} from './config/walletSettings';
export { walletMessages, useWalletMessages, type WalletMessages } from './messages';
export { walletRoutes, type WalletRoutes } from './routes';
export { walletCalls, type WalletCalls } from './calls';
export { useWalletRoutes } from './hooks/useWalletRoutes';
export { useWalletCalls } from './hooks/useWalletCalls';
