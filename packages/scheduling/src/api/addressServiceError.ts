// Scheduling spec §8: "Address-service errors throw the first error's reason, or fallbacks". The
// service client already reads the first error's reason; this names the call when there is none.
import { isServiceError, ServiceError } from '@aisle/core';

/** The §8 fallback of each address-service call, quoted exactly. */
export const addressServiceFallbacks = {
  fetch: 'unknown fetch address service error',
  add: 'unknown add address service error',
  remove: 'unknown remove address service error',
  update: 'unknown update address service error',
  validate: 'unknown validate address service error',
} as const;

export type AddressServiceCall = keyof typeof addressServiceFallbacks;

/**
 * Runs an address-service call; a failure is thrown again with the first error's reason as its
 * message, or the call's fallback. It stays a ServiceError with its status, code and offline flag,
 * so screens still map it to the spec's messages (session expired, offline and so on).
 */
export async function withAddressServiceError<T>(call: AddressServiceCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isServiceError(error)) throw error;
    throw new ServiceError({
      status: error.status,
      code: error.code,
      reason: error.reason ?? addressServiceFallbacks[call],
      customerMessage: error.customerMessage,
      method: error.method,
      path: error.path,
      body: error.body,
      offline: error.offline,
    });
  }
}
