export { useWallet, type WalletLoadStatus, type WalletState } from './useWallet';
export { useGiftCardBalance, type GiftCardBalanceState } from './useGiftCardBalance';
