import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { newAddress } from '../testing/fixtures';
import { recordingClient } from '@aisle/core/testing';
import { AddressCharactersError, unsupportedAddressField } from './addressChecks';
import { addAddress, updateAddress } from './addresses';
import { addressErrorMessage } from './errors';
import { addLegacyAddress, updateLegacyAddress } from './legacyAddresses';

const now = new Date('2026-11-22T12:00:00Z');
type Client = ReturnType<typeof recordingClient>['client'];

describe('given the characters an address may hold', () => {
  it.each([
    ['12 Main St 🍌🍎', 'Cincinnati', 'street'],
    ['12 Main St', 'Cincinnati 😀', 'locality'],
    ['12 Main St', 'Cincinnati ★', 'locality'],
    ['12 Main St <b>', 'Cincinnati', 'street'],
  ] as const)('refuses %j in %j, naming the %s', (street, locality, field) => {
    expect(unsupportedAddressField({ street, locality })).toBe(field);
  });

  it('refuses a unit with an emoji', () => {
    expect(unsupportedAddressField({ street: '12 Main St', unit: 'Apt 🏠', locality: 'Dayton' })).toBe('unit');
  });

  it.each([
    ["1014 O'Brien St.", 'Cincinnati', 'Apt #5C'],
    ['1200 Rue Saint-Jérôme', 'Montréal', 'Bureau 2/3'],
    ['500 Elm St (Rear)', 'Winston-Salem', 'Bldg A & B'],
    ['12 D’Arcy Rd', "Coeur d'Alene", ''],
  ])('accepts %j, %j, %j', (street, locality, unit) => {
    expect(unsupportedAddressField({ street, locality, unit })).toBeUndefined();
  });

  it('tells the shopper which field and what it may use', () => {
    expect(addressErrorMessage(new AddressCharactersError('locality'), m)).toBe(
      "City can only use letters, numbers, spaces and . , ' # & ( ) / -",
    );
    expect(addressErrorMessage(new AddressCharactersError('street'), m)).toBe(
      "Street Address can only use letters, numbers, spaces and . , ' # & ( ) / -",
    );
  });
});

describe('given an address with an emoji to save', () => {
  const withEmoji = { ...newAddress, id: 'addr-9', street: '12 Main St 🍌🍎' };
  it.each([
    ['add', (c: Client) => addAddress(c, withEmoji, { now })],
    ['update', (c: Client) => updateAddress(c, withEmoji, { now })],
    ['legacy add', (c: Client) => addLegacyAddress(c, withEmoji)],
    ['legacy update', (c: Client) => updateLegacyAddress(c, withEmoji)],
  ])('refuses to %s it before calling', async (_name, call) => {
    const { client, calls } = recordingClient({ body: {} });
    await expect(call(client)).rejects.toMatchObject({ name: 'AddressCharactersError', field: 'street' });
    expect(calls).toHaveLength(0);
  });
});
