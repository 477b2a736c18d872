// The account error catalogue (spec §8): failed calls mapped to the message table's words.
// Pure functions over the messages, so screens pass the table with the host's overrides.
import type { SmsPreferenceType } from '@aisle/contracts/account';
import { isOfflineError, isServiceError } from '@aisle/core';
import { format } from '@aisle/ui';
import type { AccountMessages } from '../messages';
import { AddressCharactersError, InvalidAddressError, type AddressTextField } from './addressChecks';
import { MissingMobilePhoneError } from './smsPreferences';

/** What a screen needs to show for a failure. */
export interface AccountError {
  message: string;
  /** A 403: the core client has already asked the host to send the shopper to sign in. */
  signInRequired: boolean;
  offline: boolean;
}

const errorCode = (error: unknown) => (isServiceError(error) ? error.code : undefined);
const isForbidden = (error: unknown) => isServiceError(error) && error.status === 403;

/** Wraps a message with the flags every failure carries. */
function describe(error: unknown, message: string): AccountError {
  return { message, signInRequired: isForbidden(error), offline: isOfflineError(error) };
}

/** The network-failure messages (offline, or 'network error'), or undefined for any other failure. */
export function networkErrorMessage(error: unknown, messages: AccountMessages): string | undefined {
  if (!isOfflineError(error)) return undefined;
  // The device says it is offline: the connection message; a network error while online: ours.
  const deviceOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return deviceOffline ? messages.networkOffline : messages.networkTechnicalDifficulties;
}

export const addressErrorCodes = ['CONSTRAINT_VIOLATION_EXCEPTION', 'ADDRESS_NOT_FOUND', 'TOO_MANY_ADDRESSES'] as const;
export type AddressErrorCode = (typeof addressErrorCodes)[number];

const addressFieldLabels = {
  street: 'streetAddressLabel',
  unit: 'aptSuiteLabel',
  locality: 'cityLabel',
} as const satisfies Record<AddressTextField, keyof AccountMessages>;

export function addressError(error: unknown, messages: AccountMessages): AccountError {
  if (error instanceof InvalidAddressError) return describe(error, messages.invalidAddress);
  if (error instanceof AddressCharactersError) {
    const field = messages[addressFieldLabels[error.field]];
    return describe(error, format(messages.addressCharactersInvalid, { field }));
  }
  const network = networkErrorMessage(error, messages);
  if (network) return describe(error, network);
  switch (errorCode(error)) {
    case 'CONSTRAINT_VIOLATION_EXCEPTION':
      return describe(error, messages.addressTechnicalDifficulties);
    case 'ADDRESS_NOT_FOUND':
      return describe(error, messages.addressNotFound);
    case 'TOO_MANY_ADDRESSES':
      return describe(error, messages.tooManyAddresses);
    default:
      return describe(error, messages.addressUnknownError);
  }
}

export function addressErrorMessage(error: unknown, messages: AccountMessages): string {
  return addressError(error, messages).message;
}

export function emailPreferencesError(error: unknown, messages: AccountMessages): AccountError {
  if (isOfflineError(error)) return describe(error, messages.emailOffline);
  if (errorCode(error) === 'NO_PREFERRED_STORE') return describe(error, messages.noPreferredStore);
  return describe(error, messages.emailTechnicalDifficulties);
}

/** Which SMS call failed: loading the opt-in status, or updating it. */
export type SmsAction = 'load' | 'update';

const smsMessageKeys: Record<SmsPreferenceType, Record<SmsAction, keyof AccountMessages>> = {
  CLICKLIST: { load: 'preferencesNotFound', update: 'preferenceUpdateError' },
  PROMOTIONAL: { load: 'promotionalLoadError', update: 'promotionalUpdateError' },
  // The spec's 'Early Access Program' message is read as the transactional preference's.
  TRANSACTIONAL: { load: 'earlyAccessError', update: 'preferenceUpdateError' },
};

export function smsPreferenceError(
  error: unknown,
  type: SmsPreferenceType,
  action: SmsAction,
  messages: AccountMessages,
): AccountError {
  if (error instanceof MissingMobilePhoneError) return describe(error, messages.mobilePhoneRequired);
  const network = networkErrorMessage(error, messages);
  if (network) return describe(error, network);
  return describe(error, messages[smsMessageKeys[type][action]]);
}

/** An opt-in answered with a warning asks the shopper to confirm by text. */
export function smsWarningMessage(warning: string | undefined, messages: AccountMessages): string | undefined {
  return warning ? messages.checkYourPhone : undefined;
}

export function storeSearchError(error: unknown, messages: AccountMessages): AccountError {
  return describe(error, networkErrorMessage(error, messages) ?? messages.storeSearchUnavailable);
}
