// The shopper's address book for the selector (scheduling spec §7 "Get addresses", "Add address",
// "Update address", "Remove address"): the customer-profile calls, the same service the account's
// address book keeps. A failure throws the first error's reason, or the call's §8 fallback.
import { fromAddressRecord, requireAddressId, type Address, type ProfileAddressPayload } from '@aisle/contracts';
import {
  profilePaths,
  type AddressesResponse,
  type AddressResponse,
  type RemoveAddressResponse,
} from '@aisle/contracts/account';
import type { ServiceClient } from '@aisle/core';
import { withAddressServiceError } from './addressServiceError';
import type { SchedulingCallOptions } from './options';

/** The saved addresses: each record's address, id, type and modified.value. */
export async function getAddresses(client: ServiceClient, options: SchedulingCallOptions = {}): Promise<Address[]> {
  const { addresses } = await withAddressServiceError('fetch', () =>
    client.get<AddressesResponse>(profilePaths.addresses, options),
  );
  return addresses.map(fromAddressRecord);
}

/** Saves a new address (`toProfileAddressPayload`); answers it as the book now keeps it, with its id. */
export async function addAddress(
  client: ServiceClient,
  payload: ProfileAddressPayload,
  options: SchedulingCallOptions = {},
): Promise<Address> {
  const { address } = await withAddressServiceError('add', () =>
    client.post<AddressResponse>(profilePaths.addresses, payload, options),
  );
  return fromAddressRecord(address);
}

/**
 * Changes a saved address; the payload carries dateAddressUpdated (§3 "Profile address payload").
 * Without an id it throws 'address must have id' (§5) before any call.
 */
export async function updateAddress(
  client: ServiceClient,
  addressId: string,
  payload: ProfileAddressPayload,
  options: SchedulingCallOptions = {},
): Promise<Address> {
  const id = requireAddressId({ id: addressId });
  const { address } = await withAddressServiceError('update', () =>
    client.put<AddressResponse>(profilePaths.address(id), payload, options),
  );
  return fromAddressRecord(address);
}

/**
 * Removes a saved address (the address book v2 offers it for a saved address that is not the
 * mailing one, §4 "On save"). The spec gives the payload, addressId, but no method or path: ours is
 * the reference API's DELETE of the address.
 */
export async function deleteAddress(
  client: ServiceClient,
  addressId: string,
  options: SchedulingCallOptions = {},
): Promise<RemoveAddressResponse> {
  const id = requireAddressId({ id: addressId });
  return withAddressServiceError('remove', () =>
    client.delete<RemoveAddressResponse>(profilePaths.address(id), options),
  );
}
