// The address book behind the MSW handlers, so add, update and remove change what the next list shows.
import {
  fromAddressRecord,
  fromProfileAddressPayload,
  toServiceAddress,
  type Address,
  type AddressRecord,
  type ProfileAddressPayload,
} from '@aisle/contracts';
import { demoAddressRecords } from './fixtures';

export interface InMemoryAddressBook {
  records(): AddressRecord[];
  addresses(): Address[];
  find(id: string): AddressRecord | undefined;
  /** Saves (adds, or replaces the one with the same id) and returns the stored record. */
  save(address: Address): AddressRecord;
  remove(id: string): boolean;
}

/** The address a customer-profile add/update payload carries, under the id the book gives it. */
export function fromProfilePayload(payload: ProfileAddressPayload, id?: string): Address {
  const address = fromProfileAddressPayload(payload);
  const addressId = id ?? payload.addressId;
  return addressId ? { ...address, id: addressId } : address;
}

export function inMemoryAddressBook(initial: readonly AddressRecord[] = demoAddressRecords): InMemoryAddressBook {
  let records = initial.map((record) => structuredClone(record));
  let nextId = records.length + 1;

  return {
    records: () => records.map((record) => structuredClone(record)),
    addresses: () => records.map(fromAddressRecord),
    find: (id) => records.find((record) => record.id === id),
    save(address) {
      const id = address.id ?? `addr-${String(nextId++)}`;
      const record: AddressRecord = {
        id,
        address: toServiceAddress(address),
        ...(address.location ? { location: address.location } : {}),
        type: address.type,
        preferredAddress: address.type === 'home',
        modified: { value: new Date(0).toISOString() },
      };
      // One mailing address only: a new home demotes the old one.
      if (address.type === 'home') {
        records = records.map((other) =>
          other.type === 'home' ? { ...other, type: 'delivery', preferredAddress: false } : other,
        );
      }
      const index = records.findIndex((other) => other.id === id);
      records = index === -1 ? [...records, record] : records.map((other, i) => (i === index ? record : other));
      return structuredClone(record);
    },
    remove(id) {
      const before = records.length;
      records = records.filter((record) => record.id !== id);
      return records.length < before;
    },
  };
}
