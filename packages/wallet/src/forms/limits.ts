// The wallet's limits (spec §5 and §9), each named once.
export const walletLimits = {
  /** Name inputs take 40 characters; the flyout's validator would allow 375. */
  nameInput: 40,
  flyoutNameValidator: 375,
  address: 100,
  city: 50,
  /**
   * Postal codes, 5 to 10 characters (§9) in both forms: the flyout's "input max 7" could hold
   * neither a ZIP+4 nor, with its numeric-only input, a Canadian code (README, "Decisions").
   */
  postalCode: { min: 5, max: 10 },
  giftCardDigits: 19,
  /** Before hyphens are stripped, in the flyout; the wallet page takes 19. */
  giftCardFlyoutInput: 22,
  giftCardPin: 4,
  ebtCardDigits: { min: 16, max: 19 },
  maxGiftCards: 5,
  maxSnapCards: 1,
  successBannerMs: 5000,
} as const;
