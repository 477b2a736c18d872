// The package entry. The formatters are also an entry of their own (`@aisle/core/format`),
// React-free for server components. The address model, banners' behaviour and the wire are
// `@aisle/contracts`'.

// The provider and its hooks
export {
  customerServicePhone,
  loadOnce,
  defaultCustomerServicePhones,
  serviceKey,
  ServiceScope,
  StorefrontProvider,
  swrConfiguration,
  useAnalytics,
  useBanner,
  useCustomerServicePhone,
  useMessages,
  useServiceClient,
  useServiceErrorMessage,
  useServiceSWR,
  useStorefront,
  type AnalyticsEvent,
  type CustomerServicePhones,
  type NavigationAdapter,
  type ServiceData,
  type ServiceKey,
  type ServiceScopeProps,
  type StorefrontContextValue,
  type StorefrontProviderProps,
} from './provider';
export { useFeatureCalls, useFeatureRoutes, useStorefrontRoutes } from './provider/hooks';
export {
  storefrontRoutes,
  type FeatureRoutes,
  type RouteOverrides,
  type StorefrontRoutes,
} from './provider/featureRoutes';
export type { CallOverrides, FeatureCalls } from './provider/featureCalls';

// The shopper's time zone
export { browserTimeZone, useShopperTimeZone } from './time';

// Words
export { coreMessages, describeServiceError, type CoreMessages, type MessageOverrides } from './messages';

// The service client
export {
  analyticsSchemaVersion,
  buildUrl,
  createIdempotencyKey,
  createServiceClient,
  defaultTimeoutMs,
  isOfflineError,
  isServiceError,
  maxAuthRetries,
  normaliseMetricPath,
  paymentIntentNotFound,
  paymentIntentRenewal,
  readErrorBody,
  ServiceError,
  type AuthConfig,
  type AuthType,
  type FailedCallEvent,
  type HttpMethod,
  type PaymentIntentRenewalOptions,
  type QueryValue,
  type RetryContext,
  type RetryRule,
  type ServiceClient,
  type ServiceClientConfig,
  type ServiceErrorCategory,
  type ServiceErrorInit,
  type ServiceRequest,
} from './client';

// Formatting (also `@aisle/core/format`)
export {
  formatDateUs,
  formatDayLabel,
  formatDistance,
  formatMembershipDate,
  formatMoney,
  formatOrderDate,
  formatPhone,
  formatPhoneDashed,
  formatTime,
  isValidPhone,
  membershipPeriod,
  numberToWords,
  parseUsDate,
  phoneDigits,
  renewalDurationDays,
  roundDistance,
  toIsoDate,
  toServicePhone,
  type DateFormatOptions,
  type DayLabelOptions,
  type DurationUnit,
  type MembershipDateOptions,
  type MembershipDuration,
  type MoneyFormatOptions,
} from './format';
