// The two address-book implementations behind one shape, so the hook never branches per call.
import type { Address, AddressValidationResult, Clock } from '@aisle/contracts';
import type { ServiceClient } from '@aisle/core';
import { legacyAddressPaths, profilePaths } from '@aisle/contracts/account';
import type { AccountCalls } from '../calls';

/** 'legacy' while the newer address book's toggle is off, 'v2' when it is on. */
export type AddressBookVersion = 'legacy' | 'v2';

export interface AddressBookCalls {
  listPath: string;
  list(client: ServiceClient): Promise<Address[]>;
  add(client: ServiceClient, address: Address, now: Clock): Promise<Address>;
  update(client: ServiceClient, address: Address, now: Clock): Promise<Address>;
  remove(client: ServiceClient, addressId: string): Promise<unknown>;
  validate(client: ServiceClient, address: Address): Promise<AddressValidationResult>;
}

/** The address calls of one version, taken from the account calls (the host's, where it replaced them). */
export function addressBookCalls(calls: AccountCalls, version: AddressBookVersion): AddressBookCalls {
  return version === 'v2'
    ? {
        listPath: profilePaths.addresses,
        list: calls.getAddresses,
        add: (client, address, now) => calls.addAddress(client, address, { now }),
        update: (client, address, now) => calls.updateAddress(client, address, { now }),
        remove: calls.removeAddress,
        validate: calls.validateAddress,
      }
    : {
        listPath: legacyAddressPaths.addresses,
        list: calls.getLegacyAddresses,
        add: (client, address) => calls.addLegacyAddress(client, address),
        update: (client, address) => calls.updateLegacyAddress(client, address),
        remove: calls.removeLegacyAddress,
        validate: calls.validateLegacyAddress,
      };
}
