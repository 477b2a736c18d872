// The two address-book implementations behind one shape, so the hook never branches per call.
import type { ServiceClient } from '@aisle/core';
import type { Address, AddressLike, AddressValidationResult } from '@aisle/core/address';
import type { Clock } from '@aisle/core/format';
import { addAddress, getAddresses, removeAddress, updateAddress, validateAddress } from '../api/addresses';
import {
  addLegacyAddress,
  getLegacyAddresses,
  removeLegacyAddress,
  updateLegacyAddress,
  validateLegacyAddress,
} from '../api/legacyAddresses';
import { legacyAddressPaths, profilePaths } from '../api/paths';

/** 'legacy' while the newer address book's toggle is off, 'v2' when it is on. */
export type AddressBookVersion = 'legacy' | 'v2';

export interface AddressBookCalls {
  listPath: string;
  list(client: ServiceClient): Promise<Address[]>;
  add(client: ServiceClient, address: AddressLike, now: Clock): Promise<Address>;
  update(client: ServiceClient, address: AddressLike, now: Clock): Promise<Address>;
  remove(client: ServiceClient, addressId: string): Promise<unknown>;
  validate(client: ServiceClient, address: AddressLike): Promise<AddressValidationResult>;
}

export const addressBookCalls: Record<AddressBookVersion, AddressBookCalls> = {
  v2: {
    listPath: profilePaths.addresses,
    list: getAddresses,
    add: (client, address, now) => addAddress(client, address, { now }),
    update: (client, address, now) => updateAddress(client, address, { now }),
    remove: removeAddress,
    validate: validateAddress,
  },
  legacy: {
    listPath: legacyAddressPaths.addresses,
    list: getLegacyAddresses,
    add: (client, address) => addLegacyAddress(client, address),
    update: (client, address) => updateLegacyAddress(client, address),
    remove: removeLegacyAddress,
    validate: validateLegacyAddress,
  },
};
