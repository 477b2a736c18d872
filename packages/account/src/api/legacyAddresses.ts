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

/**
 * The remove answer also names its failure in `serviceResponseErrorCode` (§7 "remove address"):
 * read when `errorDetail` and `errors` give no code, so its message is the code's, not a generic one.
 */
function withServiceResponseCode(error: unknown): unknown {
  if (!(error instanceof ServiceError) || error.code !== undefined) return error;
  const { body } = error;
  const record =
    body && typeof body === 'object' ? (body as { data?: unknown; serviceResponseErrorCode?: unknown }) : {};
  const answer = (record.data && typeof record.data === 'object' ? record.data : record) as {
    serviceResponseErrorCode?: unknown;
  };
  const code = typeof answer.serviceResponseErrorCode === 'string' ? answer.serviceResponseErrorCode : undefined;
  if (!code) return error;
  const { status, reason, customerMessage, method, path, offline } = error;
  return new ServiceError({ status, code, reason, customerMessage, method, path, body, offline });
}

export async function removeLegacyAddress(client: ServiceClient, addressId: string): Promise<LegacyAddressResponse> {
  const body: LegacyRemoveAddressRequest = { addressId: requireAddressId({ addressId }) };
  try {
    return ensureSuccessful(
      await client.post<LegacyAddressResponse>(legacyAddressPaths.remove, body),
      legacyAddressPaths.remove,
    );
  } catch (error) {
    throw withServiceResponseCode(error);
  }
}

export async function validateLegacyAddress(client: ServiceClient, address: Address): Promise<AddressValidationResult> {
  const body = await client.post<LegacyAddressValidationResponse>(
    legacyAddressPaths.validate,
    toValidationRequest(address),
  );
  return readValidationResult({ ...body.data, ...(body.address ? { address: body.address } : {}) }, address);
}
