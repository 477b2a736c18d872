export { WalletPage, type WalletPageProps } from './WalletPage';
export { ebtAvailableDismissedKey } from './useEbtAvailableModal';
export { isRewardDebitCard, rewardDebitProductId } from './walletPageRules';
