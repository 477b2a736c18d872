// How a failed profile update is told (the spec has no catalogue for it: ours, over §8's network rule).
import { isServiceError } from '@aisle/core';
import { format } from '@aisle/ui';
import type { AccountMessages } from '../messages';
import { networkErrorMessage } from './errors';
import { InvalidPhoneError } from './profile';

const phoneLabels = { MOBILE: 'profileMobilePhoneLabel', HOME: 'profileHomePhoneLabel' } as const;

/**
 * The message for a profile update that failed: the network's (§8), the refused phone's, the
 * service refusing a field (400 CONSTRAINT_VIOLATION_EXCEPTION, which the form's own rules should
 * have caught), or anything else.
 */
export function profileUpdateErrorMessage(error: unknown, messages: AccountMessages): string {
  if (error instanceof InvalidPhoneError) {
    return format(messages.profilePhoneInvalid, { field: messages[phoneLabels[error.kind]] });
  }
  const network = networkErrorMessage(error, messages);
  if (network) return network;
  if (isServiceError(error) && error.code === 'CONSTRAINT_VIOLATION_EXCEPTION') return messages.profileUpdateInvalid;
  return messages.profileUpdateFailed;
}
