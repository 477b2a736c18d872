import { describe, expect, it } from 'vitest';
import { cheapestCost, costLevel, deliveryWeek, filterUnderFive } from './deliveryDays';

describe("given the 'under $5' filter", () => {
  const times = [
    { id: 'free', cost: 0 },
    { id: 'cheap', cost: 4.99 },
    { id: 'five', cost: 5 },
    { id: 'dear', cost: 9.95 },
    { id: 'unknown', cost: null },
    { id: 'missing' },
  ];

  it('keeps the times whose cost is under 5, in their order', () => {
    expect(filterUnderFive(times).map((time) => time.id)).toEqual(['free', 'cheap']);
  });

  it('keeps nothing from nothing and leaves its input alone', () => {
    expect(filterUnderFive([])).toEqual([]);
    filterUnderFive(times);
    expect(times).toHaveLength(6);
  });
});

describe('given a cost to show as dollar signs', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [0, 1],
    [4.99, 1],
    [5, 2],
    [9.99, 2],
    [10, 3],
    [24.5, 3],
  ])('costLevel(%s) is %i', (cost, level) => {
    expect(costLevel(cost)).toBe(level);
  });

  it('reads the cheapest of a day’s times', () => {
    expect(cheapestCost([{ cost: 7.95 }, { cost: null }, { cost: 2.95 }, {}])).toBe(2.95);
    expect(cheapestCost([{ cost: null }, {}])).toBeNull();
    expect(cheapestCost([])).toBeNull();
  });
});

describe('given the storefront clock', () => {
  it('lists seven days starting today', () => {
    expect(deliveryWeek(new Date('2026-11-22T12:00:00Z'))).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('crosses month, year and leap-day ends', () => {
    expect(deliveryWeek(() => new Date('2026-12-28T08:00:00Z')).slice(3, 5)).toEqual(['2026-12-31', '2027-01-01']);
    expect(deliveryWeek(new Date('2028-02-27T08:00:00Z')).slice(0, 4)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('starts from today in the store’s zone', () => {
    // 03:30 UTC on the 22nd is still the evening of the 21st in New York.
    expect(deliveryWeek(new Date('2026-11-22T03:30:00Z'), { timeZone: 'America/New_York' })[0]).toBe('2026-11-21');
  });
});
