export * from './wallet';
export { walletError, type WalletAction, type WalletError, type WalletSurface } from './errors';
