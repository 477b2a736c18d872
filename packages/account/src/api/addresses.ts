// The newer customer-profile address calls (account spec §7, toggle on).
import {
  fromAddressRecord,
  readValidationResult,
  toProfileAddressPayload,
  toValidationRequest,
  type Address,
  type AddressValidationResult,
  type Clock,
} from '@aisle/contracts';
import type { ServiceClient } from '@aisle/core';
import {
  profilePaths,
  type AddressesResponse,
  type AddressResponse,
  type ProfileAddressValidationResponse,
  type RemoveAddressResponse,
} from '@aisle/contracts/account';
import { requireAddressId, requireCompleteAddress } from './addressChecks';

export async function getAddresses(client: ServiceClient): Promise<Address[]> {
  const { addresses } = await client.get<AddressesResponse>(profilePaths.addresses);
  return addresses.map(fromAddressRecord);
}

export async function addAddress(client: ServiceClient, address: Address, { now }: { now: Clock }): Promise<Address> {
  requireCompleteAddress(address);
  const body = await client.post<AddressResponse>(profilePaths.addresses, toProfileAddressPayload(address, { now }));
  return fromAddressRecord(body.address);
}

export async function updateAddress(
  client: ServiceClient,
  address: Address,
  { now }: { now: Clock },
): Promise<Address> {
  const addressId = requireAddressId(address);
  requireCompleteAddress(address);
  const body = await client.put<AddressResponse>(
    profilePaths.address(addressId),
    toProfileAddressPayload(address, { now }),
  );
  return fromAddressRecord(body.address);
}

export async function removeAddress(client: ServiceClient, addressId: string): Promise<RemoveAddressResponse> {
  return client.delete<RemoveAddressResponse>(profilePaths.address(requireAddressId({ addressId })));
}

export async function validateAddress(client: ServiceClient, address: Address): Promise<AddressValidationResult> {
  const body = await client.post<ProfileAddressValidationResponse>(
    profilePaths.validateAddress,
    toValidationRequest(address),
  );
  return readValidationResult(body.data, address);
}
