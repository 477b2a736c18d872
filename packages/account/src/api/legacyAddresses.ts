// The older address calls (account spec §7, toggle off): client-shaped addresses, POST for everything.
import { readErrorBody, ServiceError, type ServiceClient } from '@aisle/core';
import {
  fromUiAddress,
  readValidationResult,
  toUiAddress,
  toValidationRequest,
  type Address,
  type AddressLike,
  type AddressValidationResult,
  type LocationInput,
  type ServiceAddress,
} from '@aisle/core/address';
import { requireAddressId, requireCompleteAddress } from './addressChecks';
import { legacyAddressPaths } from './paths';

export interface LegacyAddressesResponse {
  addresses: Address[];
}

/** The add/update/remove answer; failures come as 4xx with errorDetail.errorCode. */
export interface LegacyAddressResponse {
  successful: boolean;
  address?: Address;
  errorDetail?: { errorCode?: string };
  serviceResponseErrorCode?: string;
}

export interface LegacyRemoveAddressRequest {
  addressId: string;
}

export interface LegacyAddressValidationResponse {
  data: { addressValidations: { corrected: boolean; validated: boolean; location?: LocationInput } };
  address?: ServiceAddress;
}

/** The client shape tidied the way core tidies every address (codes, country, postal code). */
const toLegacyAddress = (address: AddressLike): Address => {
  const tidy = fromUiAddress(toUiAddress(address));
  return 'line1' in address ? { ...address, ...tidy, preferred: address.preferred } : tidy;
};

// A 200 saying `successful: false` is still a failure; read its code like any error body.
function ensureSuccessful<T extends { successful: boolean }>(body: T, path: string): T {
  if (body.successful) return body;
  throw new ServiceError({ status: 200, method: 'POST', path, body, ...readErrorBody({ data: body }) });
}

export async function getLegacyAddresses(client: ServiceClient): Promise<Address[]> {
  const { addresses } = await client.get<LegacyAddressesResponse>(legacyAddressPaths.addresses);
  return addresses.map((address) => toLegacyAddress(address));
}

async function save(client: ServiceClient, path: string, address: Address): Promise<Address> {
  const body = ensureSuccessful(await client.post<LegacyAddressResponse>(path, address), path);
  return body.address ? toLegacyAddress(body.address) : address;
}

export async function addLegacyAddress(client: ServiceClient, address: AddressLike): Promise<Address> {
  requireCompleteAddress(address);
  return save(client, legacyAddressPaths.add, toLegacyAddress(address));
}

export async function updateLegacyAddress(client: ServiceClient, address: AddressLike): Promise<Address> {
  requireAddressId(address);
  requireCompleteAddress(address);
  return save(client, legacyAddressPaths.update, toLegacyAddress(address));
}

export async function removeLegacyAddress(client: ServiceClient, addressId: string): Promise<LegacyAddressResponse> {
  const body: LegacyRemoveAddressRequest = { addressId: requireAddressId({ addressId }) };
  return ensureSuccessful(
    await client.post<LegacyAddressResponse>(legacyAddressPaths.remove, body),
    legacyAddressPaths.remove,
  );
}

export async function validateLegacyAddress(
  client: ServiceClient,
  address: AddressLike,
): Promise<AddressValidationResult> {
  const body = await client.post<LegacyAddressValidationResponse>(
    legacyAddressPaths.validate,
    toValidationRequest(address),
  );
  return readValidationResult({ ...body.data, ...(body.address ? { address: body.address } : {}) });
}
