// How a failed choice of preferred store is told (the spec shows only the success toast: ours).
import { isServiceError } from '@aisle/core';
import type { AccountMessages } from '../messages';
import { networkErrorMessage } from './errors';

// The store is gone (404) or another banner's (400): choosing it again cannot work.
const refusedStoreCodes = new Set(['STORE_NOT_FOUND', 'CONSTRAINT_VIOLATION_EXCEPTION']);

/** The message for a preferred-store change that failed: the network's (§8), a store that cannot be chosen, or ours. */
export function preferredStoreErrorMessage(error: unknown, messages: AccountMessages): string {
  const network = networkErrorMessage(error, messages);
  if (network) return network;
  if (isServiceError(error) && error.code && refusedStoreCodes.has(error.code)) {
    return messages.preferredStoreNotChoosable;
  }
  return messages.preferredStoreUpdateFailed;
}
