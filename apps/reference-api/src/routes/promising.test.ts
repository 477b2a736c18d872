import type { QuotesResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;
let token: string;

beforeAll(async () => {
  // 2026-03-02, 10:00 AM in Cincinnati.
  api = await createTestApi();
  token = await api.signIn('avery@aisle.test');
});
afterAll(() => api.close());

const cart = Array.from({ length: 20 }, (_, index) => ({
  gtin13: String(1_000_000_000_000 + index * 7919),
  quantity: 1 + (index % 3),
}));

const quotes = (body: unknown, signedIn = true, query = '') =>
  api.call<QuotesResponse & ErrorAnswer>('POST', `/atlas/v1/promising/v4/quotes${query}`, {
    body,
    ...(signedIn && { token }),
  });

const everyTime = (data: QuotesResponse['data']) => data.days.flatMap((day) => day.times);

describe('given a signed-in shopper and a Kroger store', () => {
  it('quotes a week of delivery times from today, by Kroger Delivery and a partner, none within the hour', async () => {
    const answer = await quotes({ modalityType: 'DELIVERY', locationId: '01400352', items: cart });
    expect(answer.status).toBe(200);
    const { days, membership } = answer.body.data;
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(days[0]?.month).toBe('Mar');
    const times = everyTime(answer.body.data);
    expect(new Set(times.map((time) => time.vendorName))).toEqual(new Set(['Kroger Delivery', 'Instacart']));
    // Some days have no time at all (the store's fleet is booked): today, and Friday.
    expect(days.filter((day) => day.times.length === 0).map((day) => day.date)).toEqual(['2026-03-02', '2026-03-06']);
    expect(times.every((time) => time.window.timezone === 'America/New_York' && time.shouldShowFees)).toBe(true);
    expect(times.some((time) => time.cost < 5)).toBe(true);
    expect(times[0]?.displayString).toMatch(/^Mar 3, \d{1,2}:00 [AP]M – \d{1,2}:00 [AP]M$/);
    expect(membership).toEqual({ freeThreshold: 35 });
  });

  it('a day later, offers today from an hour on, its first delivery time EXPRESS', async () => {
    api.clock.advance(24 * 60 * 60);
    // The token of a day ago has expired.
    token = await api.signIn('avery@aisle.test');
    try {
      const { days } = (await quotes({ modalityType: 'DELIVERY', locationId: '01400352', items: cart })).body.data;
      const today = days[0]?.times ?? [];
      expect(days[0]?.date).toBe('2026-03-03');
      expect(today.length).toBeGreaterThan(0);
      expect(today.every((time) => time.window.value >= '2026-03-03T11:00:00')).toBe(true);
      expect(today[0]).toMatchObject({ type: 'EXPRESS', incentive: { displayName: 'Express' } });
      expect(today.slice(1).every((time) => time.type === undefined)).toBe(true);
    } finally {
      api.clock.advance(-24 * 60 * 60);
    }
  });

  it('quotes the same times when asked again: they belong to the store and the day', async () => {
    const body = { modalityType: 'DELIVERY', locationId: '01400352', items: cart };
    expect((await quotes(body)).body).toEqual((await quotes(body)).body);
  });

  it('quotes pickup by the hour, free', async () => {
    const answer = await quotes({ modalityType: 'PICKUP', locationId: '01400352', items: cart });
    const times = everyTime(answer.body.data);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time.cost === 0 && !time.shouldShowFees && time.vendorId === 'store')).toBe(true);
    expect(times[0]?.window.value).toMatch(/T(\d\d):00:00\/\d{4}-\d\d-\d\dT\d\d:00:00$/);
  });

  it('quotes a ship order one free window, tomorrow to three days out, read as the shipping timeline', async () => {
    const answer = await quotes({ modalityType: 'SHIP', locationId: '01400352', items: cart });
    expect(answer.status).toBe(200);
    const quoteId = 'SHIP-01400352-2026-03-02-ship';
    expect(answer.body.data.days).toEqual([
      {
        date: '2026-03-02',
        month: 'Mar',
        times: [
          {
            quoteId,
            optionId: '0000',
            displayString: 'As soon as 1-3 days',
            cost: 0,
            shouldShowFees: false,
            vendorId: 'ship',
            vendorName: 'Ship',
            waiver: false,
            window: { value: '2026-03-03T00:00:00/2026-03-06T00:00:00', timezone: 'America/New_York' },
          },
        ],
      },
    ]);
    expect(Object.keys(answer.body.data.items)).toEqual([quoteId]);
  });

  it('keys the items by quote: what the store can fulfil, and what it cannot with why', async () => {
    const { days, items } = (await quotes({ modalityType: 'DELIVERY', locationId: '01400352', items: cart })).body.data;
    for (const time of days.flatMap((day) => day.times)) expect(items[time.quoteId]).toBeDefined();
    const first = Object.values(items)[0];
    expect((first?.included.length ?? 0) + (first?.excluded.length ?? 0)).toBe(cart.length);
    expect(first?.excluded.every((item) => item.code === 'ITEM_RESTRICTED')).toBe(true);
  });
});

describe('given the upfront time-slot request (CALL-10)', () => {
  const delivery = { modalityType: 'DELIVERY', locationId: '01400352', items: cart };
  const upfront = '?page=storefront&component=upfront-timeslots';

  it('takes page and component in the query and locale and vendors in the body, quoting the same times', async () => {
    const body = { ...delivery, locale: 'en-US', vendors: [{ source: 'KROGER', handoff: 'DELIVERY' }] };
    const answer = await quotes(body, true, upfront);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual((await quotes(delivery)).body);
  });

  it.each([
    ['a page in capitals', '?page=Storefront&component=upfront-timeslots', delivery],
    ['a component with spaces', '?page=cart&component=upfront%20timeslots', delivery],
    ['page twice', '?page=cart&page=checkout', delivery],
    ['a NUL page', '?page=%00', delivery],
    ['a locale that is not a language tag', upfront, { ...delivery, locale: 'english please' }],
    ['a locale that is not text', upfront, { ...delivery, locale: 5 }],
  ])('refuses %s with 400 CONSTRAINT_VIOLATION_EXCEPTION', async (_, query, body) => {
    const answer = await quotes(body, true, query);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });
});

describe('given a request the service refuses', () => {
  it('signed out, answers 401', async () => {
    expect((await quotes({ modalityType: 'PICKUP', locationId: '01400352', items: [] }, false)).status).toBe(401);
  });

  it('for a store it does not know, answers 404 STORE_NOT_FOUND', async () => {
    const answer = await quotes({ modalityType: 'PICKUP', locationId: '09999999', items: [] });
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('STORE_NOT_FOUND');
  });

  it.each([
    { modalityType: 'IN_STORE', locationId: '01400352', items: [] },
    { modalityType: 'PICKUP', locationId: '014', items: [] },
    { modalityType: 'PICKUP', locationId: '01400352', items: [{ gtin13: '123', quantity: 1 }] },
    { modalityType: 'PICKUP', locationId: '01400352', items: [{ gtin13: '0000000000001', quantity: 100 }] },
  ])('for %j, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async (body) => {
    const answer = await quotes(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });

  it('for a way of shopping it does not quote, names those it does', async () => {
    const answer = await quotes({ modalityType: 'IN_STORE', locationId: '01400352', items: [] });
    expect(JSON.stringify(answer.body.errors)).toContain('modalityType is PICKUP, DELIVERY or SHIP');
  });
});
