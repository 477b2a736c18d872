import type { PromiseV4, TimeSlotDay, TimeSlotOption } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import {
  cheapestCost,
  hasNoTimes,
  initialSelection,
  promiseRequest,
  quoteItems,
  selectedOption,
  storeTimeZone,
  windowBounds,
} from './quoteDays';

const time = (date: string, start: number, vendorId: string, cost = 5.95, extra: Partial<TimeSlotOption> = {}) => {
  const hour = (value: number) => `${String(value).padStart(2, '0')}:00:00`;
  return {
    quoteId: `DELIVERY-01400378-${date}-${vendorId}`,
    optionId: `${String(start).padStart(2, '0')}00`,
    displayString: '',
    cost,
    shouldShowFees: cost > 0,
    vendorId,
    vendorName: vendorId,
    waiver: false,
    window: { value: `${date}T${hour(start)}/${date}T${hour(start + 2)}`, timezone: 'America/New_York' },
    ...extra,
  } satisfies TimeSlotOption;
};

const week: TimeSlotDay[] = [
  { date: '2026-11-22', month: 'Nov', times: [] },
  {
    date: '2026-11-23',
    month: 'Nov',
    times: [time('2026-11-23', 8, 'instacart'), time('2026-11-23', 10, 'kroger-delivery', 3.95)],
  },
  { date: '2026-11-24', month: 'Nov', times: [time('2026-11-24', 8, 'kroger-delivery', 0)] },
];

describe('initialSelection', () => {
  it('chooses the first day with times and its first time', () => {
    expect(initialSelection(week)).toEqual({
      date: '2026-11-23',
      optionId: 'DELIVERY-01400378-2026-11-23-instacart:0800',
    });
  });

  it('chooses the held reservation’s time while the quotes still offer it', () => {
    const held = {
      selections: [
        { vendor: { id: 'kroger-delivery' }, window: week[2]?.times[0]?.window, items: { included: [], excluded: [] } },
      ],
    } as unknown as PromiseV4;
    expect(initialSelection(week, held)).toEqual({
      date: '2026-11-24',
      optionId: 'DELIVERY-01400378-2026-11-24-kroger-delivery:0800',
    });
    const gone = { selections: [{ ...held.selections[0], vendor: { id: 'instacart' } }] } as unknown as PromiseV4;
    expect(initialSelection(week, gone).date).toBe('2026-11-23');
  });

  it('chooses nothing in a week without times', () => {
    const empty = week.map((day) => ({ ...day, times: [] }));
    expect(hasNoTimes(empty)).toBe(true);
    expect(hasNoTimes(week)).toBe(false);
    expect(initialSelection(empty)).toEqual({ date: null, optionId: null });
  });
});

describe('selectedOption', () => {
  it('finds the chosen time on the day shown only', () => {
    const optionId = 'DELIVERY-01400378-2026-11-23-instacart:0800';
    expect(selectedOption(week, { date: '2026-11-23', optionId })).toBe(week[1]?.times[0]);
    expect(selectedOption(week, { date: '2026-11-24', optionId })).toBeUndefined();
    expect(selectedOption(week, { date: '2026-11-23', optionId: null })).toBeUndefined();
  });
});

describe('reading times', () => {
  it('gives the cheapest cost of a day, a waived fee as free, and null without times', () => {
    expect(cheapestCost(week[1]?.times ?? [])).toBe(3.95);
    expect(cheapestCost([time('2026-11-23', 8, 'x', 7.95, { waiver: true }), time('2026-11-23', 8, 'y', 2)])).toBe(0);
    expect(cheapestCost([])).toBeNull();
  });

  it('splits a window into its wall-clock start and end', () => {
    expect(windowBounds(week[1]?.times[0]?.window ?? { value: '', timezone: '' })).toEqual({
      start: '2026-11-23T08:00:00',
      end: '2026-11-23T10:00:00',
    });
  });

  it('dates the days in the store’s zone, as its windows name it', () => {
    expect(storeTimeZone(week)).toBe('America/New_York');
    expect(storeTimeZone([{ date: '2026-11-22', month: 'Nov', times: [] }])).toBeUndefined();
  });
});

describe('what is sent', () => {
  it('sends only gtin13, quantity and offer of a line', () => {
    const lines = [{ gtin13: '0001111041700', quantity: 2, id: 'line-1', substitutionPolicy: 'NONE' }];
    expect(quoteItems(lines)).toEqual([{ gtin13: '0001111041700', quantity: 2 }]);
  });

  it('reserves a time by its selected id and vendor, with the window the shopper saw', () => {
    const option = week[1]?.times[1] as TimeSlotOption;
    expect(
      promiseRequest(option, {
        modalityType: 'DELIVERY',
        locationId: '01400378',
        items: [{ gtin13: '0001111041700', quantity: 1, offerId: 'o-1' }],
      }),
    ).toEqual({
      modalityType: 'DELIVERY',
      locationId: '01400378',
      optionIds: ['DELIVERY-01400378-2026-11-23-kroger-delivery:1000'],
      items: [{ gtin13: '0001111041700', quantity: 1, offerId: 'o-1' }],
      originalWindow: option.window,
      vendorId: 'kroger-delivery',
    });
  });
});
