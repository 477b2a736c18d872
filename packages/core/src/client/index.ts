export { isOfflineError } from './offline';
export { analyticsSchemaVersion, normaliseMetricPath, type FailedCallEvent } from './failedCallEvent';
export { createIdempotencyKey } from './idempotencyKey';
export { buildUrl, type HttpMethod, type QueryValue, type ServiceRequest } from './request';
export {
  paymentIntentNotFound,
  paymentIntentRenewal,
  type PaymentIntentRenewalOptions,
  type RetryContext,
  type RetryRule,
} from './retryRules';
export {
  createServiceClient,
  defaultTimeoutMs,
  maxAuthRetries,
  type AuthConfig,
  type AuthType,
  type ServiceClient,
  type ServiceClientConfig,
} from './serviceClient';
export {
  isServiceError,
  readErrorBody,
  ServiceError,
  type ServiceErrorCategory,
  type ServiceErrorInit,
} from './ServiceError';
