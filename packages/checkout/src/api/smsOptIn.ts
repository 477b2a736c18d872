// The SMS opt-in calls checkout makes (checkout spec §7 "Opt-in status", "Opt-in update"). Their
// paths and wire shapes are the account contract's: the same service answers the account's page.
import {
  communicationPaths,
  type SmsOptInRequest,
  type SmsOptInResponse,
  type SmsOptInStatusRequest,
  type SmsOptInStatusResponse,
} from '@aisle/contracts/account';
import type { ServiceClient } from '@aisle/core';
import type { CheckoutCallOptions } from './options';

/** Whether the shopper gets texts of `triggerType` at `phoneNumber` (+1 and 10 digits). */
export async function getSmsOptInStatus(
  client: ServiceClient,
  request: SmsOptInStatusRequest,
  options: CheckoutCallOptions = {},
): Promise<boolean> {
  const answer = await client.post<SmsOptInStatusResponse>(communicationPaths.smsOptInStatus, request, options);
  return answer.customerOptedIn;
}

/** Opts the shopper in to, or out of, texts of `triggerType` at `phoneNumber`. */
export async function updateSmsOptIn(
  client: ServiceClient,
  request: SmsOptInRequest,
  options: CheckoutCallOptions = {},
): Promise<SmsOptInResponse> {
  return client.post<SmsOptInResponse>(communicationPaths.smsOptIn, request, options);
}
