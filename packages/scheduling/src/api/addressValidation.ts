// The address form's validation step (scheduling spec §7 "Validate address"): the reference API's
// address-validation service, which the account's address book calls too.
import {
  readValidationResult,
  type AddressValidationRequest,
  type AddressValidationResult,
  type AddressType,
} from '@aisle/contracts';
import { profilePaths, type ProfileAddressValidationResponse } from '@aisle/contracts/account';
import type { ServiceClient } from '@aisle/core';
import { withAddressServiceError } from './addressServiceError';
import type { SchedulingCallOptions } from './options';

/** Where the service lives, and what the suggestion keeps of the address sent. */
export interface ValidateAddressOptions extends SchedulingCallOptions {
  /** The type of the address sent, kept on the suggestion (mailing or delivery). */
  type?: AddressType;
}

/** Whether the address is known, and the service's suggestion when it corrected it. */
export async function validateAddress(
  client: ServiceClient,
  request: AddressValidationRequest,
  { type, ...options }: ValidateAddressOptions = {},
): Promise<AddressValidationResult> {
  const body = await withAddressServiceError('validate', () =>
    client.post<ProfileAddressValidationResponse>(profilePaths.validateAddress, request, options),
  );
  return readValidationResult(body.data, type ? { type } : undefined);
}
