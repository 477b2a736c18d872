import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerProfile as Profile } from '@aisle/contracts/account';
import type { StoreDetail } from '../stores/storeRecord';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

const preferredStore = '/accountmanagement/api/preferred-store';
const participation = '/atlas/v1/community-rewards/v1/participation';
let api: TestApi;
let avery: string;

// Generous: on a busy machine, loading the database template can take longer than the default 10 s.
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

type Preferred = { data: { preferredStore: StoreDetail | null } } & ErrorAnswer;

const getPreferred = (token: string, banner?: string) =>
  api.call<Preferred>('GET', preferredStore, { token, headers: banner ? { 'X-Banner': banner } : {} });
const putPreferred = (token: string, locationId: unknown, banner?: string) =>
  api.call<Preferred>('PUT', preferredStore, {
    token,
    body: { locationId },
    headers: banner ? { 'X-Banner': banner } : {},
  });

async function bannerDetails(token: string) {
  const answer = await api.call<{ data: { profile: Profile } }>('GET', '/atlas/v1/customer-profile/v1/profile', {
    token,
  });
  return answer.body.data.profile.bannerSpecificDetails;
}

describe('given Avery, who prefers Kroger store 01400352', () => {
  it('after reading the preferred store (kroger by default), answers its card, measured from home', async () => {
    const answer = await getPreferred(avery);
    expect(answer.status).toBe(200);
    expect(answer.body.data.preferredStore).toMatchObject({
      locationId: '01400352',
      divisionNumber: '014',
      storeNumber: '00352',
      vanityName: 'Kroger Over-the-Rhine',
      banner: 'kroger',
      isOpen: true,
    });
    expect(answer.body.data.preferredStore?.distance).toBeGreaterThan(0);
    expect(answer.body.data.preferredStore?.distance).toBeLessThan(1);
  });

  it('after reading for ralphs, where Avery has chosen no store, answers null', async () => {
    expect((await getPreferred(avery, 'ralphs')).body).toEqual({ data: { preferredStore: null } });
  });

  it('after choosing another kroger store, answers it and the profile’s banner details show it', async () => {
    const answer = await putPreferred(avery, '01400943');
    expect(answer.status).toBe(200);
    expect(answer.body.data.preferredStore?.locationId).toBe('01400943');
    expect((await getPreferred(avery)).body.data.preferredStore?.locationId).toBe('01400943');
    expect((await bannerDetails(avery)).find((details) => details.banner === 'kroger')).toEqual({
      banner: 'kroger',
      preferredStoreDivisionNumber: '014',
      preferredStoreNumber: '00943',
      communityRewardsEnabled: true,
    });
  });

  it('after choosing a store on a banner with no details yet, adds that banner to the profile', async () => {
    const answer = await putPreferred(avery, '62000017', 'kingsoopers');
    expect(answer.body.data.preferredStore?.banner).toBe('kingsoopers');
    expect((await bannerDetails(avery)).find((details) => details.banner === 'kingsoopers')).toEqual({
      banner: 'kingsoopers',
      preferredStoreDivisionNumber: '620',
      preferredStoreNumber: '00017',
      communityRewardsEnabled: false,
    });
  });

  it('after choosing an unknown store, answers 404 STORE_NOT_FOUND and keeps the old one', async () => {
    const answer = await putPreferred(avery, '99999999');
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('STORE_NOT_FOUND');
    expect((await getPreferred(avery)).body.data.preferredStore?.locationId).toBe('01400352');
  });

  it('after choosing another banner’s store, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async () => {
    const answer = await putPreferred(avery, '70300064');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
      details: [{ field: 'locationId', message: 'Store 70300064 is a ralphs store, not a kroger one' }],
    });
  });

  it.each([['0140035'], ['014003521'], [14000352], [null], ['0140-352']])(
    'after choosing locationId %j, answers 400 CONSTRAINT_VIOLATION_EXCEPTION',
    async (locationId) => {
      const answer = await putPreferred(avery, locationId);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    },
  );

  it('after Morgan changes their preferred store, Avery’s is unchanged', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await putPreferred(morgan, '01400943')).status).toBe(200);
    expect((await getPreferred(avery)).body.data.preferredStore?.locationId).toBe('01400352');
    expect((await getPreferred(morgan, 'qfc')).body.data.preferredStore?.locationId).toBe('70700812');
  });

  it('after calling without a token, answers 401 UNAUTHORIZED', async () => {
    const read = await api.call<ErrorAnswer>('GET', preferredStore);
    const change = await api.call<ErrorAnswer>('PUT', preferredStore, { body: { locationId: '01400943' } });
    for (const answer of [read, change]) expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });

  it('after repeating a change with an Idempotency-Key, replays it', async () => {
    const headers = { 'Idempotency-Key': 'store-1' };
    const first = await api.call('PUT', preferredStore, { token: avery, body: { locationId: '01400943' }, headers });
    const second = await api.call('PUT', preferredStore, { token: avery, body: { locationId: '01400943' }, headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });
});

describe('given the store locator', () => {
  type Found = { data: { stores: StoreDetail[] } } & ErrorAnswer;
  const locate = (query: string, banner?: string) =>
    api.call<Found>('GET', `/accountmanagement/api/store-locator?${query}`, {
      token: avery,
      headers: banner ? { 'X-Banner': banner } : {},
    });

  it('after searching by ZIP, answers what the store search answers for the banner (kroger by default)', async () => {
    const locator = await locate('postalCode=45202&radiusInMiles=500');
    const search = await api.call('GET', '/atlas/v1/stores?postalCode=45202&radiusInMiles=500&banner=kroger');
    expect(locator.status).toBe(200);
    expect(locator.body).toEqual(search.body);
    expect(locator.body.data.stores[0]?.locationId).toBe('01400352');
  });

  it('after searching on another banner, answers only its stores, any of which can then be chosen there', async () => {
    const everywhere = await api.call<Found>('GET', '/atlas/v1/stores?postalCode=45202&radiusInMiles=500');
    // Without a banner the search mixes them: Cincinnati is within 500 miles of Charlotte's Harris Teeters.
    expect(everywhere.body.data.stores.map((store) => store.banner)).toContain('harristeeter');
    const found = await locate('postalCode=45202&radiusInMiles=500', 'harristeeter');
    expect(found.body.data.stores.length).toBeGreaterThan(0);
    expect(found.body.data.stores.every((store) => store.banner === 'harristeeter')).toBe(true);
    const chosen = found.body.data.stores[0]?.locationId;
    expect((await putPreferred(avery, chosen, 'harristeeter')).status).toBe(200);
  });

  it('after searching where the banner has no store within 500 miles, answers 400 NO_STORES_FOUND', async () => {
    const answer = await locate('postalCode=45202', 'ralphs');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      code: 'NO_STORES_FOUND',
      reason: 'No Stores were found within 500 Miles of the entered location!',
    });
  });

  it('after naming a banner in the query, searches that one', async () => {
    const found = await locate('postalCode=45202&banner=kroger', 'ralphs');
    expect(found.body.data.stores.every((store) => store.banner === 'kroger')).toBe(true);
  });

  it('after an unknown X-Banner, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async () => {
    const answer = await locate('postalCode=45202', 'acme');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });

  it('after searching Anchorage, answers 400 NO_STORES_FOUND; a bad ZIP, INVALID_POSTAL_CODE', async () => {
    const none = await api.call<ErrorAnswer>('GET', '/accountmanagement/api/store-locator?postalCode=99501', {
      token: avery,
    });
    expect(none.body.errors.code).toBe('NO_STORES_FOUND');
    const bad = await api.call<ErrorAnswer>('GET', '/accountmanagement/api/store-locator?postalCode=4520', {
      token: avery,
    });
    expect(bad.body.errors.code).toBe('INVALID_POSTAL_CODE');
  });

  it('after calling without a token, answers 401', async () => {
    expect((await api.call('GET', '/accountmanagement/api/store-locator?postalCode=45202')).status).toBe(401);
  });
});

describe('given community rewards participation', () => {
  const ask = (store: string, banner?: string, token = avery) =>
    api.call<{ doesBannerParticipate: boolean; doesStoreParticipate: boolean } & ErrorAnswer>(
      'GET',
      `${participation}?preferredStore=${store}`,
      { token, headers: banner ? { 'X-Banner': banner } : {} },
    );

  it.each([
    ['01400352', undefined, true, true],
    ['01400436', 'kroger', true, false],
    ['70300064', 'ralphs', true, true],
    ['70300075', 'ralphs', true, false],
    ['09700137', 'harristeeter', false, false],
    ['45100183', 'albertsons', false, false],
    ['70700812', 'qfc', true, true],
  ])(
    'after asking about store %s on banner %s, answers banner %s and store %s',
    async (store, banner, bannerIn, storeIn) => {
      const answer = await ask(store, banner);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ doesBannerParticipate: bannerIn, doesStoreParticipate: storeIn });
    },
  );

  it('after asking with a fuel banner, answers that the banner does not take part', async () => {
    expect((await ask('01400352', 'krogerfuel')).body.doesBannerParticipate).toBe(false);
  });

  it('after an unknown store, answers 404 STORE_NOT_FOUND', async () => {
    const answer = await ask('99999999');
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('STORE_NOT_FOUND');
  });

  it.each(['', '0140035', '01400352x', '%00%00%00%00%00%00%00%00'])(
    'after preferredStore=%s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION',
    async (store) => {
      const answer = await ask(store);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    },
  );

  it('after no preferredStore or an unknown banner, answers 400; without a token, 401', async () => {
    const missing = await api.call<ErrorAnswer>('GET', participation, { token: avery });
    expect(missing.body.errors.details).toEqual([{ field: 'preferredStore', message: 'preferredStore is required' }]);
    expect((await ask('01400352', 'acme')).status).toBe(400);
    expect((await api.call('GET', `${participation}?preferredStore=01400352`)).status).toBe(401);
  });
});
