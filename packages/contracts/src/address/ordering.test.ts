import { describe, expect, it } from 'vitest';
import type { Address } from './address';
import { orderAddressBook, orderByRecentlyModified, sortAddresses } from './ordering';
import { fromAddressRecord, fromBillingAddressRecord } from './serviceMapping';
import type { AddressRecord, BillingAddressRecord } from './serviceShapes';

const address = (id: string, type: Address['type'], lastModified?: string): Address => ({
  id,
  street: `${id} Main St`,
  locality: 'Cincinnati',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type,
  ...(lastModified ? { lastModified } : {}),
});
const account = (id: string, type: Address['type']) => address(id, type);
const ui = (id: string, isMailingAddress: boolean, lastModified?: string) =>
  address(id, isMailingAddress ? 'home' : 'delivery', lastModified);

const ids = (list: readonly Address[]) => list.map((entry) => entry.id);

describe('given the account address book', () => {
  it.each([
    [[], []],
    [[['a', 'delivery']], ['a']],
    [
      [
        ['a', 'delivery'],
        ['b', 'delivery'],
        ['c', 'home'],
        ['d', 'delivery'],
      ],
      ['c', 'd', 'b', 'a'],
    ],
    [
      [
        ['a', 'home'],
        ['b', 'delivery'],
        ['c', 'delivery'],
      ],
      ['a', 'c', 'b'],
    ],
    [
      [
        ['a', 'delivery'],
        ['b', 'delivery'],
      ],
      ['b', 'a'],
    ],
    [
      [
        ['a', 'home'],
        ['b', 'home'],
        ['c', 'delivery'],
      ],
      ['a', 'b', 'c'],
    ],
  ] as [[string, Address['type']][], string[]][])('after orderAddressBook(%j) the order is %j', (entries, expected) => {
    const list = entries.map(([id, type]) => account(id, type));
    const copy = structuredClone(list);
    expect(ids(orderAddressBook(list))).toEqual(expected);
    expect(list).toEqual(copy);
  });
});

describe('given the scheduling address book', () => {
  it.each([
    [
      'mailing first, then newest',
      [
        ui('a', false, '2026-01-01T00:00:00Z'),
        ui('b', false, '2026-03-01T00:00:00Z'),
        ui('c', true, '2025-01-01T00:00:00Z'),
      ],
      ['c', 'b', 'a'],
    ],
    [
      'unknown dates last, in input order',
      [ui('a', false), ui('b', false, '2026-01-01T00:00:00Z'), ui('c', false, 'yesterday'), ui('d', false)],
      ['b', 'a', 'c', 'd'],
    ],
    [
      'ties keep input order',
      [
        ui('a', false, '2026-01-01T00:00:00Z'),
        ui('b', false, '2026-01-01T00:00:00Z'),
        ui('c', false, '2026-01-01T00:00:00Z'),
      ],
      ['a', 'b', 'c'],
    ],
    [
      'offsets compared as instants',
      [ui('a', false, '2026-01-01T10:00:00+05:00'), ui('b', false, '2026-01-01T06:00:00Z')],
      ['b', 'a'],
    ],
    ['empty', [], []],
  ])('after orderByRecentlyModified with %s', (_, list, expected) => {
    const copy = structuredClone(list);
    expect(ids(orderByRecentlyModified(list))).toEqual(expected);
    expect(list).toEqual(copy);
  });
});

describe('given address lists read from the services', () => {
  it('orders customer-profile records by their type in any case and modified.value', () => {
    const record = (id: string, type: string, value: string): AddressRecord => ({
      id,
      type,
      modified: { value },
      address: { addressLines: ['1 Main St'], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode: '45202' },
    });
    const list = [
      record('a', 'delivery', '2026-01-01'),
      record('b', 'delivery', '2026-02-01'),
      record('c', 'Home', '2020-01-01'),
    ].map(fromAddressRecord);
    expect(ids(orderByRecentlyModified(list))).toEqual(['c', 'b', 'a']);
  });

  it('puts the wallet’s home billing address first; one without a type is a delivery address', () => {
    const record = (id: string, type?: string): BillingAddressRecord => ({
      id,
      ...(type ? { type } : {}),
      address: { street: `${id} Main St`, locality: 'Cincinnati', region: 'OH', postalCode: '45202' },
    });
    const list = [record('b-2'), record('b-1', 'home')].map(fromBillingAddressRecord);
    expect(ids(orderByRecentlyModified(list))).toEqual(['b-1', 'b-2']);
    expect(ids(orderAddressBook(list))).toEqual(['b-1', 'b-2']);
  });
});

describe('given sortAddresses', () => {
  const list = [ui('a', false, '2026-03-01T00:00:00Z'), ui('b', false, '2026-01-01T00:00:00Z'), ui('c', true)];

  it.each([
    ['address-book', ['c', 'b', 'a']],
    ['recently-modified', ['c', 'a', 'b']],
  ] as const)('in the %s order it is %j', (order, expected) => {
    expect(ids(sortAddresses(list, order))).toEqual(expected);
  });

  it('returns a new array', () => {
    expect(sortAddresses(list, 'address-book')).not.toBe(list);
    expect(sortAddresses([], 'recently-modified')).toEqual([]);
  });
});
