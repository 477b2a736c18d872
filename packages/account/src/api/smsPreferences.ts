// SMS preferences (account spec §3, §4, §7): opt-in status and opt-in per trigger type.
import type { ServiceClient } from '@aisle/core';
import { toServicePhone } from '@aisle/core/format';
import type { AccountMessages } from '../messages';
import {
  communicationPaths,
  type SmsOptInRequest,
  type SmsOptInResponse,
  type SmsOptInStatusRequest,
  type SmsOptInStatusResponse,
  type SmsPreferenceType,
} from '@aisle/contracts/account';

/** The fixed words of an SMS preference; `selected` and `warning` come from the service. */
export interface SmsPreferenceText {
  title: string;
  description: string;
  unsubscribeNote: string;
}

/** Thrown before any call when there is no mobile number to send (10 digits, sent as +1…). */
export class MissingMobilePhoneError extends Error {
  override readonly name = 'MissingMobilePhoneError';
}

function servicePhone(phoneNumber: string | null | undefined): string {
  const phone = toServicePhone(phoneNumber);
  if (!phone) throw new MissingMobilePhoneError('A mobile phone number is required.');
  return phone;
}

export async function getSmsOptInStatus(
  client: ServiceClient,
  phoneNumber: string | null | undefined,
  triggerType: SmsPreferenceType,
): Promise<SmsOptInStatusResponse> {
  const body: SmsOptInStatusRequest = { phoneNumber: servicePhone(phoneNumber), triggerType };
  return client.post<SmsOptInStatusResponse>(communicationPaths.smsOptInStatus, body);
}

export async function updateSmsOptIn(
  client: ServiceClient,
  phoneNumber: string | null | undefined,
  triggerType: SmsPreferenceType,
  optIn: boolean,
): Promise<SmsOptInResponse> {
  const body: SmsOptInRequest = { optIn, phoneNumber: servicePhone(phoneNumber), triggerType };
  return client.post<SmsOptInResponse>(communicationPaths.smsOptIn, body);
}

const textKeys = {
  CLICKLIST: ['smsClicklistTitle', 'smsClicklistDescription', 'smsClicklistUnsubscribeNote'],
  PROMOTIONAL: ['smsPromotionalTitle', 'smsPromotionalDescription', 'smsPromotionalUnsubscribeNote'],
  TRANSACTIONAL: ['smsTransactionalTitle', 'smsTransactionalDescription', 'smsTransactionalUnsubscribeNote'],
} as const satisfies Record<
  SmsPreferenceType,
  readonly [keyof AccountMessages, keyof AccountMessages, keyof AccountMessages]
>;

export function smsPreferenceText(type: SmsPreferenceType, messages: AccountMessages): SmsPreferenceText {
  const [title, description, unsubscribeNote] = textKeys[type];
  return { title: messages[title], description: messages[description], unsubscribeNote: messages[unsubscribeNote] };
}
