// The address book behind the MSW handlers, so add, update and remove change what the next list shows.
import {
  fromServiceRecord,
  toServiceAddress,
  type Address,
  type ProfileAddressPayload,
  type ServiceAddressRecord,
} from '@aisle/core/address';
import { demoAddressRecords } from './fixtures';

export interface InMemoryAddressBook {
  records(): ServiceAddressRecord[];
  addresses(): Address[];
  find(id: string): ServiceAddressRecord | undefined;
  /** Saves (adds, or replaces the one with the same id) and returns the stored record. */
  save(address: Address): ServiceAddressRecord;
  remove(id: string): boolean;
}

/** The client shape of a customer-profile add/update payload. */
export function fromProfilePayload(payload: ProfileAddressPayload, id?: string): Address {
  const addressId = id ?? payload.addressId;
  return {
    ...(addressId ? { addressId } : {}),
    line1: payload.addressLine1,
    line2: payload.addressLine2,
    city: payload.city,
    county: payload.county,
    zip: payload.zip,
    stateCode: payload.stateCode,
    countryCode: payload.countryCode,
    type: payload.addressType,
    preferred: payload.preferredAddress,
  };
}

export function inMemoryAddressBook(
  initial: readonly ServiceAddressRecord[] = demoAddressRecords,
): InMemoryAddressBook {
  let records = initial.map((record) => structuredClone(record));
  let nextId = records.length + 1;

  return {
    records: () => records.map((record) => structuredClone(record)),
    addresses: () => records.map(fromServiceRecord),
    find: (id) => records.find((record) => record.id === id),
    save(address) {
      const id = address.addressId ?? `addr-${String(nextId++)}`;
      const record: ServiceAddressRecord = {
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
