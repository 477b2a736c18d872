import type { CustomerPreferenceResponse, CustomerPreferencesResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;
let token: string;

const path = '/atlas/v1/customer-preferences/v1/preferences';
const findAStore = 'GEOLOCATION_CONSENT_FIND_A_STORE';
const modalitySelector = 'GEOLOCATION_CONSENT_MODALITY_SELECTOR';

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  token = await api.signIn('avery@aisle.test');
});

const list = (query = '') => api.call<CustomerPreferencesResponse & ErrorAnswer>('GET', `${path}${query}`, { token });
const add = (preferences: unknown) =>
  api.call<CustomerPreferencesResponse & ErrorAnswer>('POST', path, { body: { preferences }, token });
const change = (id: string, body: unknown) =>
  api.call<CustomerPreferenceResponse & ErrorAnswer>('PUT', `${path}/${id}`, { body, token });

describe('given a shopper without preferences', () => {
  it('adds the consent the shopper gave, set by them, version 1, and lists it by name', async () => {
    const added = await add([{ name: findAStore, value: 'true' }]);
    expect(added.status).toBe(201);
    expect(added.body.data.preferences).toEqual([
      { name: findAStore, id: expect.any(String), value: 'true', versionKey: '1', userSet: true },
    ]);
    const listed = await list(`?filter.name=${findAStore},${modalitySelector}&projections=all&filter.chain=kroger`);
    expect(listed.body.data.preferences.map(({ name, value }) => [name, value])).toEqual([[findAStore, 'true']]);
    expect((await list()).body.data.preferences).toHaveLength(1);
  });

  it('keeps one already there when it is added again: it is changed with its version key', async () => {
    await add([{ name: findAStore, value: 'false' }]);
    const again = await add([
      { name: findAStore, value: 'true' },
      { name: modalitySelector, value: 'true' },
    ]);
    expect(again.body.data.preferences.map(({ name, value }) => [name, value])).toEqual([
      [findAStore, 'false'],
      [modalitySelector, 'true'],
    ]);
  });

  it('keeps geolocation consent for Find a Store, In-Store, Pay, Modality Selector and On My Way', async () => {
    const consents = [
      'GEOLOCATION_CONSENT_FIND_A_STORE',
      'GEOLOCATION_CONSENT_IN_STORE',
      'GEOLOCATION_CONSENT_PAY',
      'GEOLOCATION_CONSENT_MODALITY_SELECTOR',
      'GEOLOCATION_CONSENT_ON_MY_WAY',
    ];
    expect((await add(consents.map((name) => ({ name, value: 'true' })))).status).toBe(201);
    const listed = await list(`?filter.name=${consents.join(',')}`);
    expect(listed.body.data.preferences.map(({ name }) => name).sort()).toEqual([...consents].sort());
  });

  it('refuses a preference it does not keep', async () => {
    const answer = await add([{ name: 'FAVOURITE_COLOUR', value: 'green' }]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });
});

describe('given a preference', () => {
  it('changes it under the version read; a second change naming the old version hears of the first', async () => {
    const [consent] = (await add([{ name: findAStore, value: 'false' }])).body.data.preferences;
    const id = consent?.id ?? '';
    const first = await change(id, { value: 'true', versionKey: '1' });
    expect(first.body.data).toMatchObject({ value: 'true', versionKey: '2' });
    const stale = await change(id, { value: 'false', versionKey: '1' });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.code).toBe('PREFERENCE_VERSION_CONFLICT');
    expect((await list()).body.data.preferences[0]?.value).toBe('true');
  });

  it('is nobody else’s: another shopper’s id, or a malformed one, answers PREFERENCE_NOT_FOUND', async () => {
    const [consent] = (await add([{ name: findAStore, value: 'true' }])).body.data.preferences;
    token = await api.signIn('morgan@aisle.test');
    for (const id of [consent?.id ?? '', 'not-an-id']) {
      const answer = await change(id, { value: 'false', versionKey: '1' });
      expect(answer.status).toBe(404);
      expect(answer.body.errors.code).toBe('PREFERENCE_NOT_FOUND');
    }
  });

  it('signed out, answers 401', async () => {
    expect((await api.call('GET', path)).status).toBe(401);
  });
});
