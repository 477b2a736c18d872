import { describe, expect, it } from 'vitest';
import { quoteWeek } from '../testing/handlers/promisingHandlers';
import {
  availableFilters,
  bannerDeliveryVendorId,
  filterQuotes,
  keepsOption,
  resolveFilter,
  underFiveLimit,
} from './filterQuotes';
import { pricierWeek, testWeek } from '../testing/filterTestWeek';

const vendor = 'kroger-delivery';
const times = (week: typeof testWeek) => week.days.map((day) => day.times.map((option) => option.optionId));

describe('filterQuotes', () => {
  it("'All' keeps the week itself", () => {
    expect(filterQuotes(testWeek, 'all', vendor)).toBe(testWeek);
  });

  it("the banner's own delivery keeps its vendor's times only, and every day", () => {
    const filtered = filterQuotes(testWeek, 'banner', vendor);
    expect(filtered.days.map((day) => day.date)).toEqual(testWeek.days.map((day) => day.date));
    expect(times(filtered)).toEqual([['0800'], [], [], ['1400']]);
    expect(filtered.days.flatMap((day) => day.times).every((option) => option.vendorId === vendor)).toBe(true);
  });

  it("'Under $5' keeps what costs strictly less than 5, a waived fee counting as nothing", () => {
    expect(underFiveLimit).toBe(5);
    // Mon: $3.95 kept, $5.00 not; Tue: $4.99 kept, $7.95 waived kept; Thu: $9.95 not.
    expect(times(filterQuotes(testWeek, 'underFive', vendor))).toEqual([['0800'], ['0800', '1200'], [], []]);
  });

  it('passes the rest of the quotes through and leaves the week it was given alone', () => {
    const filtered = filterQuotes(testWeek, 'underFive', vendor);
    expect(filtered.membership).toBe(testWeek.membership);
    expect(filtered.message).toBe(testWeek.message);
    expect(filtered.items).toBe(testWeek.items);
    expect(times(testWeek)).toEqual([['0800', '1000'], ['0800', '1200'], [], ['1400']]);
  });

  it("keeps nothing for the banner's own delivery when the banner has no vendor", () => {
    expect(times(filterQuotes(testWeek, 'banner', null))).toEqual([[], [], [], []]);
    expect(keepsOption('banner', { vendorId: 'instacart', cost: 1, waiver: false }, null)).toBe(false);
  });

  it("finds the reference week's own delivery by the banner's vendor id", () => {
    expect(bannerDeliveryVendorId('kroger')).toBe('kroger-delivery');
    const week = quoteWeek({ modalityType: 'DELIVERY', locationId: '01400378', items: [] }, { banner: 'ralphs' });
    const own = filterQuotes(week, 'banner', bannerDeliveryVendorId('ralphs'));
    const names = new Set(own.days.flatMap((day) => day.times.map((option) => option.vendorName)));
    expect([...names]).toEqual(['Ralphs Delivery']);
    expect(own.days).toHaveLength(week.days.length);
  });
});

describe('availableFilters', () => {
  it("offers 'All', the banner's delivery and 'Under $5' when some time costs less than 5", () => {
    expect(availableFilters(testWeek, vendor)).toEqual(['all', 'banner', 'underFive']);
  });

  it("leaves 'Under $5' out when nothing costs less than 5", () => {
    expect(availableFilters(pricierWeek, vendor)).toEqual(['all', 'banner']);
    expect(availableFilters({ days: [{ date: '2026-11-23', month: 'Nov', times: [] }] }, vendor)).toEqual([
      'all',
      'banner',
    ]);
  });

  it("leaves the banner's delivery out when the banner has no vendor", () => {
    expect(availableFilters(testWeek, null)).toEqual(['all', 'underFive']);
  });
});

describe('resolveFilter', () => {
  it("keeps a filter still offered, else falls back to 'All'", () => {
    expect(resolveFilter('underFive', ['all', 'banner', 'underFive'])).toBe('underFive');
    expect(resolveFilter('underFive', ['all', 'banner'])).toBe('all');
    expect(resolveFilter('banner', ['all'])).toBe('all');
  });
});
