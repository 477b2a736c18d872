import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { demoStores, errorBody } from '../testing/fixtures';
import { recordingClient } from '@aisle/core/testing';
import { findStores, setPreferredStore, storeSearchPostalCode } from './preferredStore';
import { preferredStoreErrorMessage } from './preferredStoreErrors';

describe('given the store search', () => {
  it('answers the stores the locator found', async () => {
    const { client } = recordingClient({ body: { data: { stores: demoStores } } });
    expect(await findStores(client, '45202')).toEqual(demoStores);
  });

  it('answers no stores, rather than failing, when none is within 500 miles (NO_STORES_FOUND)', async () => {
    const { client } = recordingClient({ status: 400, body: errorBody('NO_STORES_FOUND') });
    expect(await findStores(client, '99501')).toEqual([]);
  });

  it('fails with any other refusal', async () => {
    const { client } = recordingClient({ status: 400, body: errorBody('INVALID_POSTAL_CODE') });
    await expect(findStores(client, '4520')).rejects.toMatchObject({ code: 'INVALID_POSTAL_CODE' });
  });

  it.each([
    ['45202', '45202'],
    [' 45202 ', '45202'],
    ['45202-1234', '45202'],
    ['45202/1234', '45202'],
    ['452021234', '45202'],
    ['4520', undefined],
    ['M5V 3L9', undefined],
    ['abcde', undefined],
    ['', undefined],
  ])('searches %j as ZIP %j', (typed, zip) => {
    expect(storeSearchPostalCode(typed)).toBe(zip);
  });
});

describe('given a change of preferred store', () => {
  it('answers the store the service now holds', async () => {
    const { client } = recordingClient({ body: { data: { preferredStore: demoStores[1] } } });
    expect(await setPreferredStore(client, '01400943')).toEqual(demoStores[1]);
  });

  it('answers null when the service answers without the store', async () => {
    const { client } = recordingClient({ body: {} });
    expect(await setPreferredStore(client, '01400943')).toBeNull();
  });

  it.each([
    ['a store that is gone', new ServiceError({ status: 404, code: 'STORE_NOT_FOUND' }), m.preferredStoreNotChoosable],
    [
      'another banner’s store',
      new ServiceError({ status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' }),
      m.preferredStoreNotChoosable,
    ],
    ['a service failure', new ServiceError({ status: 500 }), m.preferredStoreUpdateFailed],
    ['a network error', new ServiceError({ status: 0, offline: true }), m.networkTechnicalDifficulties],
  ])('that failed on %s, tells it', (_name, error, message) => {
    expect(preferredStoreErrorMessage(error, m)).toBe(message);
  });
});
