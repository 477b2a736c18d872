// The few wallet contract types this server answers with. The reference API never imports
// @aisle/wallet (a React package), so these mirror packages/wallet/src/api/types.ts; keep them in step.
import type { BillingAddress, CardBillingAddress } from '@aisle/core/address';

/** Mirrors AppName of packages/core/src/provider/customerService.ts (not in a React-free entry). */
export const appNames = ['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE'] as const;
export type AppName = (typeof appNames)[number];
/** "The card app default is a click-list app" (wallet spec §9). */
export const defaultAppName: AppName = 'CLICKLIST';

/** Mirrors packages/core/src/client/headers.ts: the headers the wallet routes read. */
export const walletHeaders = {
  applicationId: 'X-Application-Id',
  paymentIntentId: 'X-Payment-Intent-Id',
  // Mirrors walletConfigHeaders of packages/wallet/src/api/types.ts.
  showSnapCards: 'X-Show-Snap-Cards',
  showGiftCards: 'X-Show-Gift-Cards',
  giftCardBalances: 'X-Gift-Card-Balances',
} as const;

/** Mirrors CardType; this server stores bank cards as CREDIT_CARD. */
export type CardType = 'BANK_CARD' | 'EBT_CARD' | 'CREDIT_CARD' | 'GIFT_CARD';
export type StoredCardType = 'CREDIT_CARD' | 'EBT_CARD' | 'GIFT_CARD';

/** Mirrors CardBrand. */
export const cardBrands = [
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DISCOVER',
  'DINERS',
  'JCB',
  'UNIONPAY',
  'EBT',
  'NONE',
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Mirrors WalletCard: the fields this server fills. */
export interface WalletCard {
  id: string;
  cardId: string;
  cardType: CardType;
  brand: CardBrand;
  imageType: string;
  lastFourPan: string;
  bin?: string;
  expirationMonth?: string;
  expirationYear?: string;
  expired: boolean;
  default: boolean;
  preferred: boolean;
  defaultApplications: AppName[];
  description: string;
  paymentGram: string;
  vaultCardId: string;
  address?: CardBillingAddress;
  billingAddress?: BillingAddress;
  firstName?: string;
  lastName?: string;
  cardHolderFirstName?: string;
  cardHolderLastName?: string;
  lastUpdatedTimestamp: string;
  balance?: string;
  saved: boolean;
  walletV2: { id: string; paymentGram: string; vaultCardId: string; balance?: string };
}

/** Mirrors PaymentEnvelope: every wallet answer is `{ data: { payment: … } }`. */
export const paymentEnvelope = <T>(payment: T) => ({ data: { payment } });
