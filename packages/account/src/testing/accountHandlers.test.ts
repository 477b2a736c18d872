import { createServiceClient, isOfflineError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { addAddress, getAddresses, validateAddress } from '../api/addresses';
import { getLegacyAddresses } from '../api/legacyAddresses';
import { accountHandlers, type AccountHandlersOptions } from './accountHandlers';
import { fetchFromHandlers } from '@aisle/core/testing';
import { errorBodies, newAddress } from './fixtures';
import { inMemoryAddressBook } from './inMemoryAddressBook';

const now = new Date('2026-11-22T12:00:00Z');
const clientFor = (options: AccountHandlersOptions = {}) =>
  createServiceClient({ services: 'https://api.test', fetch: fetchFromHandlers(accountHandlers(options)) });

describe('given the account MSW handlers', () => {
  it('serve one in-memory book to both address books', async () => {
    const book = inMemoryAddressBook();
    const client = clientFor({ addresses: book });
    await addAddress(client, newAddress, { now });
    expect(await getLegacyAddresses(client)).toHaveLength(4);
    expect(await getAddresses(client)).toHaveLength(4);
  });

  it('keep one mailing address: a new home demotes the old one', async () => {
    const client = clientFor();
    await addAddress(client, { ...newAddress, type: 'home' }, { now });
    const homes = (await getAddresses(client)).filter((address) => address.type === 'home');
    expect(homes.map((address) => address.street)).toEqual(['200 Main St']);
  });

  it('fail a route with the spec error body', async () => {
    const client = clientFor({ failures: { addresses: { status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' } } });
    await expect(getAddresses(client)).rejects.toMatchObject({ status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' });
  });

  it('fail a route as a network error', async () => {
    const client = clientFor({ failures: { addresses: 'network-error' } });
    const error: unknown = await getAddresses(client).catch((caught: unknown) => caught);
    expect(isOfflineError(error)).toBe(true);
  });

  it('answer a corrected validation with the suggestion', async () => {
    const suggestion = {
      addressLines: ['200 MAIN ST'],
      cityTown: 'COLUMBUS',
      stateProvince: 'OH',
      postalCode: '43215-1234',
    };
    const client = clientFor({ validation: { validated: true, corrected: true, suggestion } });
    expect(await validateAddress(client, newAddress)).toMatchObject({
      corrected: true,
      address: { street: '200 MAIN ST', locality: 'COLUMBUS', region: 'OH', postalCode: '43215-1234' },
    });
  });

  it.each(Object.entries(errorBodies))('hold the body of %s', (code, body) => {
    expect(body).toMatchObject({ successful: false, errorDetail: { errorCode: code }, errors: { code } });
  });
});
