// @aisle/wallet: the wallet's words, its service contract, its card rules, its hooks and screens.

// Words, routes, calls and settings, each given or overridden by the host app
export { walletMessages, useWalletMessages, type WalletMessages } from './messages';
export { walletRoutes, type WalletRoutes } from './routes';
export { walletCalls, type WalletCalls } from './calls';
export { useWalletRoutes } from './hooks/useWalletRoutes';
export { useWalletCalls } from './hooks/useWalletCalls';
export { WalletSettingsProvider, useWalletSettings } from './config/WalletSettingsContext';
export {
  resolveWalletSettings,
  type ResolvedWalletSettings,
  type WalletEnvironment,
  type WalletSettings,
} from './config/walletSettings';
export type { HostedFraudData } from './config/hostedFraudData';

// The service contract: a typed function per call, its paths, types and errors
export {
  acquireHostedPaymentPageToken,
  addCard,
  createPaymentIntent,
  deleteCard,
  editCard,
  getBillingAddresses,
  getEbtBalance,
  getGiftCardBalance,
  getWallet,
  saveBillingAddress,
  updateDefaultCard,
  walletError,
  type DeleteCardRequest,
  type WalletAction,
  type WalletCallOptions,
  type WalletConfig,
  type WalletError,
  type WalletSurface,
} from './api';

// Card rules and form schemas
export {
  balanceAmount,
  canDelete,
  canEdit,
  cardBalance,
  cardExpiry,
  cardGroup,
  cardName,
  cardUseProblem,
  defaultSelection,
  ebtPaymentTotal,
  hasBalance,
  hasBankCard,
  isCardDisabled,
  isOrderTotalMet,
  isPharmacyApp,
  isPreferredFor,
  offersCheckBalance,
  pharmacyApps,
  refreshSelection,
  selectionChanged,
  selectionProblem,
  showsControls,
  sortCards,
  toggleSelection,
  withPreferred,
  type CardGroup,
  type CardUseMessages,
  type OrderInfo,
  type WalletMode,
} from './cards';
export {
  coupleSaveAndPreferred,
  ebtCardSchema,
  expirationMonths,
  expirationSchema,
  expirationYears,
  flyoutBillingAddressSchema,
  flyoutNameSchema,
  fullExpirationYear,
  giftCardSchema,
  invalidCharacters,
  maskGiftCardNumber,
  walletLimits,
  walletPageBillingAddressSchema,
  walletPageNameSchema,
  type ExpirationMessages,
  type FlyoutAddressMessages,
  type NameMessages,
  type WalletPageAddressMessages,
} from './forms';

// Headless hooks
export {
  useGiftCardBalance,
  useWallet,
  type GiftCardBalanceState,
  type WalletLoadStatus,
  type WalletState,
} from './hooks';

// Screens
export {
  ebtAvailableDismissedKey,
  isRewardDebitCard,
  rewardDebitProductId,
  WalletPage,
  type WalletPageProps,
} from './walletPage';
export { PaymentFlyout, type PaymentFlyoutProps } from './flyout';
export { CheckoutCardBox, type CheckoutCardBoxProps } from './cardBox';
export { CheckoutCardPicker, type CheckoutCardPickerProps } from './cardPicker';
export { WalletLegalFooter, type WalletLegalFooterProps } from './legalFooter';
export { HostedPaymentScope, hostedPaymentPageAuth, type HostedPaymentScopeProps } from './hostedPaymentPage';

// Hosted secure card fields and fraud capture
export {
  isSecureFieldError,
  parseFrameMessage,
  SecureCardFields,
  SecureCvvField,
  SecureField,
  SecureFieldError,
  secureFieldErrorKind,
  secureFieldErrorMessage,
  secureFieldHeights,
  secureFieldSource,
  secureFrameLoadErrorCode,
  SecureFrameRetryDialog,
  secureFrameTimeouts,
  SecurePinField,
  useSecureFrame,
  type FrameMessage,
  type HostMessage,
  type Marked,
  type SecureCardBrand,
  type SecureCardFieldsProps,
  type SecureCardInfo,
  type SecureCardResult,
  type SecureCvvFieldProps,
  type SecureCvvResult,
  type SecureFieldErrorKind,
  type SecureFieldFailure,
  type SecureFieldHandle,
  type SecureFieldProps,
  type SecureFrame,
  type SecureFrameAction,
  type SecureFramePage,
  type SecureFrameResults,
  type SecureFrameRetryDialogProps,
  type SecureFrameState,
  type SecureFrameTheme,
  type SecureFrameTimers,
  type SecurePinFieldProps,
  type SecurePinResult,
  type UseSecureFrameOptions,
} from './secureFields';
export {
  fraudCaptureIntervalMs,
  fraudScriptRetries,
  loadFraudCapture,
  newFraudTransactionId,
  newTransactionId,
  prepareFraudCapture,
  privacyToolWait,
  useFraudTransaction,
  waitForPrivacyTool,
  type FraudCaptureLoader,
  type FraudCaptureLoadOptions,
  type FraudCaptureScriptOptions,
  type PrepareFraudCaptureOptions,
  type PreparedFraudCapture,
  type PrivacyConsent,
  type PrivacyToolAnswer,
} from './fraudCapture';
// Device data and bot-detection telemetry, sent with the calls when the host gives them
export { deviceDataWaitMs, type BotTelemetry, type DeviceDataContext, type DeviceDataProvider } from './deviceData';
