// The newer customer-profile address calls (account spec §7, toggle on).
import type { ServiceClient } from '@aisle/core';
import {
  fromServiceRecord,
  readValidationResult,
  toProfilePayload,
  toValidationRequest,
  type Address,
  type AddressLike,
  type AddressValidationResult,
  type LocationInput,
  type ServiceAddress,
  type ServiceAddressRecord,
} from '@aisle/core/address';
import type { Clock } from '@aisle/core/format';
import { requireAddressId, requireCompleteAddress } from './addressChecks';
import { profilePaths } from './paths';

export interface AddressesResponse {
  addresses: ServiceAddressRecord[];
}

/** The answer to add (201) and update. */
export interface AddressResponse {
  address: ServiceAddressRecord;
}

export interface RemoveAddressResponse {
  successful: boolean;
}

export interface AddressValidationResponse {
  data: {
    addressValidations: { validated: boolean; corrected: boolean; location?: LocationInput };
    /** The suggestion when corrected, else the address as sent. */
    address: ServiceAddress;
    originalAddress: ServiceAddress;
  };
}

export async function getAddresses(client: ServiceClient): Promise<Address[]> {
  const { addresses } = await client.get<AddressesResponse>(profilePaths.addresses);
  return addresses.map(fromServiceRecord);
}

export async function addAddress(
  client: ServiceClient,
  address: AddressLike,
  { now }: { now: Clock },
): Promise<Address> {
  requireCompleteAddress(address);
  const body = await client.post<AddressResponse>(profilePaths.addresses, toProfilePayload(address, { now }));
  return fromServiceRecord(body.address);
}

export async function updateAddress(
  client: ServiceClient,
  address: AddressLike,
  { now }: { now: Clock },
): Promise<Address> {
  const addressId = requireAddressId(address);
  requireCompleteAddress(address);
  const body = await client.put<AddressResponse>(profilePaths.address(addressId), toProfilePayload(address, { now }));
  return fromServiceRecord(body.address);
}

export async function removeAddress(client: ServiceClient, addressId: string): Promise<RemoveAddressResponse> {
  return client.delete<RemoveAddressResponse>(profilePaths.address(requireAddressId({ addressId })));
}

export async function validateAddress(client: ServiceClient, address: AddressLike): Promise<AddressValidationResult> {
  const body = await client.post<AddressValidationResponse>(profilePaths.validateAddress, toValidationRequest(address));
  return readValidationResult(body.data);
}
