// The older address calls (account spec §7, toggle off): the client shape on the wire, POST for everything.
import {
  fromLegacyAddress,
  readValidationResult,
  toLegacyAddress,
  toValidationRequest,
  type Address,
  type AddressValidationResult,
} from '@aisle/contracts';
import { readErrorBody, ServiceError, type ServiceClient } from '@aisle/core';
import { requireAddressId, requireCompleteAddress } from './addressChecks';
import {
  legacyAddressPaths,
  type LegacyAddressesResponse,
  type LegacyAddressResponse,
  type LegacyAddressValidationResponse,
  type LegacyRemoveAddressRequest,
} from '@aisle/contracts/account';

// A 200 saying `successful: false` is still a failure; read its code like any error body.
function ensureSuccessful<T extends { successful: boolean }>(body: T, path: string): T {
  if (body.successful) return body;
  throw new ServiceError({ status: 200, method: 'POST', path, body, ...readErrorBody({ data: body }) });
}

export async function getLegacyAddresses(client: ServiceClient): Promise<Address[]> {
  const { addresses } = await client.get<LegacyAddressesResponse>(legacyAddressPaths.addresses);
  return addresses.map(fromLegacyAddress);
}

async function save(client: ServiceClient, path: string, address: Address): Promise<Address> {
  const body = ensureSuccessful(await client.post<LegacyAddressResponse>(path, toLegacyAddress(address)), path);
  return body.address ? fromLegacyAddress(body.address) : address;
}

export async function addLegacyAddress(client: ServiceClient, address: Address): Promise<Address> {
  requireCompleteAddress(address);
  return save(client, legacyAddressPaths.add, address);
}

export async function updateLegacyAddress(client: ServiceClient, address: Address): Promise<Address> {
  requireAddressId(address);
  requireCompleteAddress(address);
  return save(client, legacyAddressPaths.update, address);
}

export async function removeLegacyAddress(client: ServiceClient, addressId: string): Promise<LegacyAddressResponse> {
  const body: LegacyRemoveAddressRequest = { addressId: requireAddressId({ addressId }) };
  return ensureSuccessful(
    await client.post<LegacyAddressResponse>(legacyAddressPaths.remove, body),
    legacyAddressPaths.remove,
  );
}

export async function validateLegacyAddress(client: ServiceClient, address: Address): Promise<AddressValidationResult> {
  const body = await client.post<LegacyAddressValidationResponse>(
    legacyAddressPaths.validate,
    toValidationRequest(address),
  );
  return readValidationResult({ ...body.data, ...(body.address ? { address: body.address } : {}) }, address);
}
