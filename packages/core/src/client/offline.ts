import { isServiceError } from './ServiceError';

/**
 * The specs' offline test: the device reports it is offline, or 'network error' appears in the
 * error's message or reason. Safe on the server, where there is no navigator.
 */
export function isOfflineError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (isServiceError(error) && error.offline) return true;
  const { message, reason } = (error ?? {}) as { message?: unknown; reason?: unknown };
  return [message, reason].some((value) => typeof value === 'string' && /network error/i.test(value));
}
