// The shopper's address book for the selector (scheduling spec §7 "Get addresses", "Add address",
// "Update address"): the customer-profile calls, the same service the account's address book keeps.
import { fromAddressRecord, type Address, type ProfileAddressPayload } from '@aisle/contracts';
import { profilePaths, type AddressesResponse, type AddressResponse } from '@aisle/contracts/account';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

export async function getAddresses(client: ServiceClient, options: SchedulingCallOptions = {}): Promise<Address[]> {
  const { addresses } = await client.get<AddressesResponse>(profilePaths.addresses, options);
  return addresses.map(fromAddressRecord);
}

/** Saves a new address (`toProfileAddressPayload`); answers it as the book now keeps it, with its id. */
export async function addAddress(
  client: ServiceClient,
  payload: ProfileAddressPayload,
  options: SchedulingCallOptions = {},
): Promise<Address> {
  const { address } = await client.post<AddressResponse>(profilePaths.addresses, payload, options);
  return fromAddressRecord(address);
}

/** Changes a saved address; the payload carries dateAddressUpdated (§3 "Profile address payload"). */
export async function updateAddress(
  client: ServiceClient,
  addressId: string,
  payload: ProfileAddressPayload,
  options: SchedulingCallOptions = {},
): Promise<Address> {
  const { address } = await client.put<AddressResponse>(profilePaths.address(addressId), payload, options);
  return fromAddressRecord(address);
}
