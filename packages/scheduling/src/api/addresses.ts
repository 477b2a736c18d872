// The shopper's saved addresses for the modality address book (scheduling spec §7 "Get addresses").
import { fromAddressRecord, type Address } from '@aisle/contracts';
import { profilePaths, type AddressesResponse } from '@aisle/contracts/account';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

export async function getAddresses(client: ServiceClient, options: SchedulingCallOptions = {}): Promise<Address[]> {
  const { addresses } = await client.get<AddressesResponse>(profilePaths.addresses, options);
  return addresses.map(fromAddressRecord);
}
