import { isOfflineError } from '../client/offline';
import { isServiceError } from '../client/ServiceError';
import { format } from '@aisle/ui';
import type { CoreMessages } from './messages';

/**
 * The generic message for a failed call, after a feature has matched its own codes: offline,
 * session expired (401/403), LF8745B, else technical difficulties with the customer service number.
 */
export function describeServiceError(error: unknown, messages: CoreMessages, phone: string): string {
  if (isOfflineError(error)) return messages.offline;
  if (isServiceError(error)) {
    if (error.status === 401 || error.status === 403) return messages.sessionExpired;
    if (error.code === 'LF8745B') return messages.temporarilyUnavailable;
  }
  return format(messages.technicalDifficulties, { phone });
}
