export * from './types';
export { walletPaths } from './paths';
export * from './wallet';
export { walletError, type WalletAction, type WalletError, type WalletSurface } from './errors';
