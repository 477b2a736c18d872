import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDetail } from '../stores/storeRecord';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const search = (query: string) =>
  api.call<{ data: { stores: StoreDetail[] } } & ErrorAnswer>('GET', `/atlas/v1/stores?${query}`);

describe('given a Cincinnati ZIP code', () => {
  it('after searching, answers stores nearest first with the store-card fields', async () => {
    const answer = await search('postalCode=45202');
    expect(answer.status).toBe(200);
    const { stores } = answer.body.data;
    const distances = stores.map((store) => store.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores[0]).toEqual({
      locationId: '01400352',
      divisionNumber: '014',
      storeNumber: '00352',
      vanityName: 'Kroger Over-the-Rhine',
      banner: 'kroger',
      address: {
        addressLines: ['1420 Vine St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
      location: { lat: 39.1106, lng: -84.5153 },
      distance: 0.24,
      isOpen: true,
      openText: 'Open until 12:00 AM',
      departmentFlags: { isLockerLocation: true },
    });
    expect(stores.every((store) => store.distance <= 500)).toBe(true);
    expect(stores.map((store) => store.banner)).toContain('harristeeter');
    expect(stores.map((store) => store.banner)).not.toContain('ralphs');
  });

  it('after searching within 5 miles, answers only the Cincinnati stores', async () => {
    const { stores } = (await search('postalCode=45202&radiusInMiles=5')).body.data;
    expect(stores.length).toBeGreaterThan(0);
    expect(
      stores.every((store) => store.distance <= 5 && ['Cincinnati', 'Newport'].includes(store.address.cityTown)),
    ).toBe(true);
  });

  it('after searching for one banner, answers only that banner', async () => {
    const { stores } = (await search('postalCode=45202&banner=harristeeter')).body.data;
    expect(new Set(stores.map((store) => store.banner))).toEqual(new Set(['harristeeter']));
  });
});

describe('given a limit', () => {
  it('after searching with limit=3, answers the 3 nearest stores of the unlimited search', async () => {
    const all = (await search('postalCode=45202')).body.data.stores;
    const limited = (await search('postalCode=45202&limit=3')).body.data.stores;
    expect(all.length).toBeGreaterThan(3);
    expect(limited).toEqual(all.slice(0, 3));
  });

  it.each(['0', '201', '2.5', 'ten'])(
    'after searching with limit=%s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION',
    async (limit) => {
      const answer = await search(`postalCode=45202&limit=${limit}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
      expect(answer.body.errors.details?.map((detail) => detail.field)).toEqual(['limit']);
    },
  );
});

describe('given coordinates', () => {
  it('after searching near Seattle, answers Fred Meyer and QFC stores with haversine miles', async () => {
    const { stores } = (await search('latitude=47.6062&longitude=-122.3321&radiusInMiles=20')).body.data;
    expect(new Set(stores.map((store) => store.banner))).toEqual(new Set(['fredmeyer', 'qfc']));
    // Downtown Seattle to Broadway Market, measured independently: about 1.3 miles.
    expect(stores.find((store) => store.locationId === '70700812')?.distance).toBeCloseTo(1.3, 0);
  });
});

describe('given the opening hours', () => {
  it('after searching at 5:00 in Cincinnati, shows the stores as closed with their opening time', async () => {
    api.clock.now = new Date('2026-03-02T10:00:00.000Z');
    const { stores } = (await search('postalCode=45202&radiusInMiles=1')).body.data;
    api.clock.now = new Date('2026-03-02T15:00:00.000Z');
    expect(stores[0]).toMatchObject({ isOpen: false, openText: 'Opens at 6:00 AM' });
  });

  it('after searching near a 24-hour store, shows it open around the clock', async () => {
    const { stores } = (await search('postalCode=43214&radiusInMiles=5')).body.data;
    expect(stores.find((store) => store.locationId === '01600552')).toMatchObject({
      isOpen: true,
      openText: 'Open 24 hours',
    });
  });
});

describe('given a place without stores', () => {
  it.each([
    ['Anchorage', 'postalCode=99501'],
    ['Bangor, Maine', 'postalCode=04401'],
    ['Honolulu', 'postalCode=96813'],
    ['a ZIP no state uses', 'postalCode=00001'],
    ['the middle of the Atlantic', 'latitude=30&longitude=-40'],
    ['Cincinnati, for a banner with no store there', 'postalCode=45202&banner=albertsons'],
    ['Cincinnati, for an unknown banner', 'postalCode=45202&banner=nosuchbanner'],
  ])('after searching %s, answers 400 NO_STORES_FOUND with the spec message', async (_, query) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      code: 'NO_STORES_FOUND',
      reason: 'No Stores were found within 500 Miles of the entered location!',
    });
  });

  it.each(['4520', '452021', 'ABCDE', '45202-1234', ''])(
    'after searching the postal code %j, answers 400 INVALID_POSTAL_CODE',
    async (code) => {
      const answer = await search(`postalCode=${code}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('INVALID_POSTAL_CODE');
    },
  );
});

describe('given no sign-in', () => {
  it('after searching with an Authorization header nobody issued, still answers: stores are public', async () => {
    const answer = await api.call('GET', '/atlas/v1/stores?postalCode=45202', {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(answer.status).toBe(200);
  });
});
