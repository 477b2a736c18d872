// The test handlers' week and promises (src/testing/handlers/promisingHandlers.ts), checked
// against what the reference API's own tests promise of its quotes and promises.
import { createServiceClient } from '@aisle/core';
import { fetchFromHandlers } from '@aisle/core/testing';
import { describe, expect, it } from 'vitest';
import { createPromise, getQuotes } from '../api';
import { corryville } from '../testing/fixtures';
import { quoteWeek } from '../testing/handlers/promisingHandlers';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';

const cart = Array.from({ length: 20 }, (_, index) => ({
  gtin13: String(1_000_000_000_000 + index * 7919),
  quantity: 1 + (index % 3),
}));

function client(options: SchedulingHandlersOptions = {}) {
  return createServiceClient({ services: 'https://api.test', fetch: fetchFromHandlers(schedulingHandlers(options)) });
}

describe('the quoted week', () => {
  const week = quoteWeek({ modalityType: 'DELIVERY', locationId: corryville.locationId, items: cart }, {});
  const times = week.days.flatMap((day) => day.times);

  it('is seven days from today, two-hour windows from 8 AM to 8 PM by Kroger Delivery and Instacart', () => {
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(new Set(times.map((time) => time.vendorName))).toEqual(new Set(['Kroger Delivery', 'Instacart']));
    for (const time of times) {
      expect(time.window.value).toMatch(/T(08|10|12|14|16|18):00:00\/\d{4}-\d\d-\d\dT(10|12|14|16|18|20):00:00$/);
      expect(time.window.timezone).toBe('America/New_York');
    }
    expect(week.membership).toEqual({ freeThreshold: 35 });
  });

  it('costs $3.95 to $9.95 ($4 more for EXPRESS), today’s first window EXPRESS, some full, a day without times', () => {
    const plain = times.filter((time) => time.type === undefined);
    expect(plain.every((time) => time.cost >= 3.95 && time.cost <= 9.95 && time.shouldShowFees)).toBe(true);
    expect(week.days[0]?.times.filter((time) => time.type === 'EXPRESS')).toHaveLength(1);
    expect(times.length).toBeLessThan(7 * 12);
    expect(week.days.some((day) => day.times.length === 0)).toBe(true);
  });

  it('is the same week every time it is asked for', () => {
    expect(quoteWeek({ modalityType: 'DELIVERY', locationId: corryville.locationId, items: cart }, {})).toEqual(week);
  });

  it('keys the items by quote, restricting some', () => {
    for (const time of times) expect(week.items[time.quoteId]).toBeDefined();
    const first = Object.values(week.items)[0];
    expect((first?.included.length ?? 0) + (first?.excluded.length ?? 0)).toBe(cart.length);
    expect(first?.excluded.every((item) => item.code === 'ITEM_RESTRICTED')).toBe(true);
  });
});

describe('the promising handlers', () => {
  it('reserve a quoted time for 30 minutes, and refuse one no longer quoted with TIMESLOT_UNAVAILABLE', async () => {
    const service = client();
    const quotes = await getQuotes(service, {
      modalityType: 'DELIVERY',
      locationId: corryville.locationId,
      items: cart,
    });
    const time = quotes.days[1]?.times[0];
    if (!time) throw new Error('expected a time tomorrow');
    const request = {
      modalityType: 'DELIVERY' as const,
      locationId: corryville.locationId,
      items: cart,
      vendorId: time.vendorId,
    };
    const promise = await createPromise(service, { ...request, optionIds: [`${time.quoteId}:${time.optionId}`] });
    expect(promise.expiration.value).toBe('2026-11-22T12:30:00.000Z');
    expect(promise.selections[0]?.window).toEqual(time.window);
    await expect(createPromise(service, { ...request, optionIds: [`${time.quoteId}:0600`] })).rejects.toMatchObject({
      status: 409,
      code: 'TIMESLOT_UNAVAILABLE',
    });
  });

  it('answer STORE_NOT_FOUND for a store they do not know, and 400 for a bad body', async () => {
    const service = client();
    await expect(
      getQuotes(service, { modalityType: 'DELIVERY', locationId: '09999999', items: [] }),
    ).rejects.toMatchObject({ status: 404, code: 'STORE_NOT_FOUND' });
    await expect(getQuotes(service, { modalityType: 'DELIVERY', locationId: '014', items: [] })).rejects.toMatchObject({
      status: 400,
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
    });
  });

  it('quote an empty week when told to, and fail when told to', async () => {
    const empty = await getQuotes(client({ promising: { emptyWeek: true } }), {
      modalityType: 'DELIVERY',
      locationId: corryville.locationId,
      items: cart,
    });
    expect(empty.days.every((day) => day.times.length === 0)).toBe(true);
    await expect(
      getQuotes(client({ failures: { quotes: { status: 503 } } }), {
        modalityType: 'DELIVERY',
        locationId: corryville.locationId,
        items: cart,
      }),
    ).rejects.toMatchObject({ status: 503 });
  });
});
