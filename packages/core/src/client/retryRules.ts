import type { ServiceRequest } from './request';
import type { ServiceClient } from './serviceClient';
import type { ServiceError } from './ServiceError';

export interface RetryContext {
  request: ServiceRequest;
  error: ServiceError;
  /** How many times this rule has already retried this call (0 on its first match). */
  retries: number;
  /** The client retrying, with its auth and headers, for a rule that must call a service first. */
  client: ServiceClient;
}

/**
 * A reason to try a failed call again. The client asks each rule in order; the first that
 * `matches` may `prepare` the retry (renew a token, fetch a new payment intent) and return the
 * request to send instead. Throwing from `prepare` gives up with the original error.
 */
export interface RetryRule {
  name: string;
  /** Retries allowed per call; after that the call fails (and `onExhausted` runs). */
  maxRetries: number;
  matches(error: ServiceError, request: ServiceRequest): boolean;
  prepare(context: RetryContext): Promise<ServiceRequest | undefined>;
  onExhausted?(error: ServiceError): void;
}

export interface PaymentIntentRenewalOptions {
  /**
   * Asks the payment service for a new intent and returns its id (keep it, too, so later calls
   * send it). Given the client retrying, e.g. for `@aisle/wallet`'s `createPaymentIntent(client)`.
   */
  getNewPaymentIntent(client: ServiceClient): Promise<string>;
  maxRetries?: number;
}

/** The reason the wallet spec's payment service gives when a payment intent has gone. */
export const paymentIntentNotFound = 'Could not find the requested payment intent.';

/**
 * The wallet's rule: a 404 whose reason is 'Could not find the requested payment intent.' asks for
 * a new intent and retries with it, up to 5 times.
 */
export function paymentIntentRenewal({ getNewPaymentIntent, maxRetries = 5 }: PaymentIntentRenewalOptions): RetryRule {
  return {
    name: 'payment-intent-renewal',
    maxRetries,
    matches: (error) => error.status === 404 && error.reason === paymentIntentNotFound,
    prepare: async ({ request, client }) => ({ ...request, paymentIntentId: await getNewPaymentIntent(client) }),
  };
}
