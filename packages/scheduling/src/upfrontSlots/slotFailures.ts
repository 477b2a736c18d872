import { isOfflineError, isServiceError } from '@aisle/core';

/**
 * What a failed quotes call means to the shopper (§8 "Timeslots"): the session expired (403, and
 * 401 as the generic table reads it), an address the service cannot deliver to, no network, or the
 * problem loading times with the customer-service note.
 */
export type QuotesFailure = 'sessionExpired' | 'invalidAddress' | 'offline' | 'failed';

const invalidAddressCodes = new Set(['INVALID_ADDRESS', 'LAT_LNG_REQUIRED', 'FULL_ADDRESS_REQUIRED']);

export function quotesFailure(error: unknown): QuotesFailure {
  if (isOfflineError(error)) return 'offline';
  if (!isServiceError(error)) return 'failed';
  if (error.status === 401 || error.status === 403) return 'sessionExpired';
  if (error.code && invalidAddressCodes.has(error.code)) return 'invalidAddress';
  return 'failed';
}

/** The reference service's code for a time that was quoted but can no longer be reserved. */
export const timeslotUnavailableCode = 'TIMESLOT_UNAVAILABLE';

/**
 * Why reserving failed (§8): the time is gone (TIMESLOT_UNAVAILABLE: the quotes are reloaded), the
 * session expired, no network, or 'Your requested time slot was not reserved' for anything else.
 */
export type ReserveFailure = 'timeUnavailable' | 'sessionExpired' | 'offline' | 'notReserved';

export function reserveFailure(error: unknown): ReserveFailure {
  if (isOfflineError(error)) return 'offline';
  if (!isServiceError(error)) return 'notReserved';
  if (error.code === timeslotUnavailableCode) return 'timeUnavailable';
  if (error.status === 401 || error.status === 403) return 'sessionExpired';
  return 'notReserved';
}
