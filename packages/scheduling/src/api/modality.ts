// The selector's calls of scheduling spec §7 "Modality options" and "Address valid for modality".
import {
  schedulingPaths,
  type AddressEligibilityRequest,
  type AddressEligibilityResponse,
  type ModalityOptionsRequest,
  type ModalityOptionsResponse,
} from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

export type ModalityOptions = ModalityOptionsResponse['data'];
export type AddressEligibility = AddressEligibilityResponse['data'];

/** The ways to shop near a postal code, a point or an address, and the stores behind them. */
export async function getModalityOptions(
  client: ServiceClient,
  request: ModalityOptionsRequest,
  options: SchedulingCallOptions = {},
): Promise<ModalityOptions> {
  const answer = await client.post<ModalityOptionsResponse>(schedulingPaths.modalityOptions, request, options);
  return answer.data;
}

/** Whether an address is valid (perhaps corrected) and eligible for a modality. */
export async function checkAddressEligibility(
  client: ServiceClient,
  request: AddressEligibilityRequest,
  options: SchedulingCallOptions = {},
): Promise<AddressEligibility> {
  const answer = await client.post<AddressEligibilityResponse>(schedulingPaths.addressEligibility, request, options);
  return answer.data;
}
