// Every path of the wallet's calls (wallet spec §7). The payment-intent path is ours: the spec says
// only that checkout can ask for a new intent.
export const walletPaths = {
  wallet: '/payment/v2/wallet',
  card: (cardId: string) => `/payment/v2/wallet/${encodeURIComponent(cardId)}`,
  billingAddresses: '/payment/v2/wallet/account/billing',
  giftCardBalance: '/payment/v2/wallet/gift-card/balance',
  ebtBalance: '/payment/v2/wallet/cards/ebt/balance',
  defaultCard: '/payment/v2/wallet/cards/defaults',
  paymentIntents: '/payment/v1/payment-intents',
  /** Wallet spec §7's silent token for the hosted payment page (the path is not shown: ours). */
  hostedPaymentPageToken: '/payment/v1/hosted-payment-page/token',
} as const;

/** The request headers GET /payment/v2/wallet takes for the wallet config (names not shown: ours). */
export const walletConfigHeaders = {
  showSnapCards: 'X-Show-Snap-Cards',
  showGiftCards: 'X-Show-Gift-Cards',
  giftCardBalances: 'X-Gift-Card-Balances',
} as const;
