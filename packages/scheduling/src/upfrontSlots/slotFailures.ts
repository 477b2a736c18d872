import { isOfflineError, isServiceError } from '@aisle/core';

/**
 * What a failed quotes call means to the shopper (§8 "Timeslots"): the session expired (403, and
 * 401 as the generic table reads it), an address the service cannot deliver to, no network, the
 * edge's unknown response (shown with code TS1079), or the problem loading times with the
 * customer-service note.
 */
export type QuotesFailure = 'sessionExpired' | 'invalidAddress' | 'offline' | 'unknownResponse' | 'failed';

const invalidAddressCodes = new Set(['INVALID_ADDRESS', 'LAT_LNG_REQUIRED', 'FULL_ADDRESS_REQUIRED']);

/**
 * The code the edge (the gateway in front of the services) answers a 500 with when the service
 * behind it sent something it could not read (§8: "a 500 from the edge with an unknown-response
 * code"; the code itself is not shown, so ours).
 */
export const unknownResponseCode = 'UNKNOWN_RESPONSE';

/** The error code the shopper is shown for the edge's unknown response (§8). */
export const unknownResponseErrorCode = 'TS1079';

export function quotesFailure(error: unknown): QuotesFailure {
  if (isOfflineError(error)) return 'offline';
  if (!isServiceError(error)) return 'failed';
  if (error.status === 401 || error.status === 403) return 'sessionExpired';
  if (error.code && invalidAddressCodes.has(error.code)) return 'invalidAddress';
  if (error.status === 500 && error.code === unknownResponseCode) return 'unknownResponse';
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
