import { describe, expect, it } from 'vitest';
import {
  formatDateUs,
  formatDayLabel,
  formatMembershipDate,
  formatOrderDate,
  formatTime,
  parseUsDate,
  toIsoDate,
} from './dates';

// 2026-11-22 03:30 UTC is still the 21st (22:30) in New York.
const lateEvening = '2026-11-22T03:30:00Z';

describe('given a date to show as MM/DD/YYYY', () => {
  it.each([
    ['2026-11-05', undefined, '11/05/2026'],
    ['2026-11-05', 'Pacific/Kiritimati', '11/05/2026'],
    ['2026-11-05', 'Pacific/Pago_Pago', '11/05/2026'],
    [lateEvening, undefined, '11/22/2026'],
    [lateEvening, 'America/New_York', '11/21/2026'],
    ['2026-11-22T03:30:00-05:00', undefined, '11/22/2026'],
    ['2026-11-22T03:30:00', 'America/New_York', '11/22/2026'],
    [new Date(Date.UTC(2024, 1, 29)), undefined, '02/29/2024'],
    [Date.UTC(2026, 0, 1), undefined, '01/01/2026'],
    ['0099-01-01', undefined, '01/01/0099'],
    ['2024-02-30', undefined, ''],
    ['2026-13-01', undefined, ''],
    ['2026-11-22T24:00:00Z', undefined, ''],
    ['11/22/2026', undefined, ''],
    ['Nov 22, 2026', undefined, ''],
    ['', undefined, ''],
    [new Date('nope'), undefined, ''],
    [Number.NaN, undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
  ])('formatDateUs(%j) in %s is %j', (value, timeZone, expected) => {
    expect(formatDateUs(value, { timeZone })).toBe(expected);
  });

  it('throws for an unknown zone, as Intl does', () => {
    expect(() => formatDateUs(lateEvening, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('given an order date', () => {
  it.each([
    ['2026-01-03', 'Jan. 3, 2026'],
    ['2026-02-03', 'Feb. 3, 2026'],
    ['2026-03-03', 'Mar. 3, 2026'],
    ['2026-04-03', 'Apr. 3, 2026'],
    ['2026-05-03', 'May 3, 2026'],
    ['2026-06-03', 'Jun. 3, 2026'],
    ['2026-07-03', 'Jul. 3, 2026'],
    ['2026-08-03', 'Aug. 3, 2026'],
    ['2026-09-03', 'Sep. 3, 2026'],
    ['2026-10-03', 'Oct. 3, 2026'],
    ['2026-11-22', 'Nov. 22, 2026'],
    ['2026-12-31', 'Dec. 31, 2026'],
    ['2026-11-22T12:00:00.123456Z', 'Nov. 22, 2026'],
    ['not a date', ''],
    [null, ''],
  ])('formatOrderDate(%j) is %j', (value, expected) => {
    expect(formatOrderDate(value)).toBe(expected);
  });

  it('uses the zone for instants', () => {
    expect(formatOrderDate(lateEvening, { timeZone: 'America/New_York' })).toBe('Nov. 21, 2026');
  });
});

describe('given a membership date', () => {
  it.each([
    ['2026-11-05', 'November 05, 2026'],
    ['2026-05-31', 'May 31, 2026'],
    ['2026-11-05T23:59:59Z', 'November 05, 2026'],
    ['2026-02-29', 'Unknown'],
    ['soon', 'Unknown'],
    ['', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('formatMembershipDate(%j) is %j', (value, expected) => {
    expect(formatMembershipDate(value)).toBe(expected);
  });

  it('shows the caller’s text for an unknown date', () => {
    expect(formatMembershipDate(null, { unknown: '—' })).toBe('—');
  });
});

describe('given a day of the delivery carousel', () => {
  const now = new Date('2026-11-22T15:00:00Z');

  it.each([
    ['2026-11-22', {}, 'Sun 11/22'],
    ['2026-11-22', { now }, 'Today'],
    ['2026-11-23', { now }, 'Mon 11/23'],
    ['2026-11-21', { now }, 'Sat 11/21'],
    ['2026-01-05', { now }, 'Mon 1/5'],
    ['2026-11-22', { now: () => now }, 'Today'],
    ['2026-11-22', { now, today: 'Aujourd’hui' }, 'Aujourd’hui'],
    // 03:30 UTC on the 22nd is the 21st in New York, and so is the shopper's "now".
    ['2026-11-21', { now: new Date(lateEvening), timeZone: 'America/New_York' }, 'Today'],
    ['2026-11-22', { now: new Date(lateEvening), timeZone: 'America/New_York' }, 'Sun 11/22'],
    [lateEvening, { now: new Date(lateEvening), timeZone: 'America/New_York' }, 'Today'],
    [lateEvening, { timeZone: 'America/New_York' }, 'Sat 11/21'],
    ['2026-11-22', { now: new Date('nope') }, 'Sun 11/22'],
    ['2026-11-31', { now }, ''],
    [null, { now }, ''],
  ])('formatDayLabel(%j, %j) is %j', (value, options, expected) => {
    expect(formatDayLabel(value, options)).toBe(expected);
  });
});

describe('given a time to show', () => {
  it.each([
    ['2026-11-22T15:05:00Z', undefined, '3:05 PM'],
    ['2026-11-22T00:00:00Z', undefined, '12:00 AM'],
    ['2026-11-22T12:30:00Z', undefined, '12:30 PM'],
    ['2026-11-22T09:07:59Z', undefined, '9:07 AM'],
    ['2026-11-22T15:05:00Z', 'America/New_York', '10:05 AM'],
    ['2026-11-22T15:05:00+01:00', undefined, '2:05 PM'],
    ['2026-11-22T15:05', 'America/New_York', '3:05 PM'],
    ['2026-11-22 15:05', undefined, '3:05 PM'],
    ['2026-11-22T15:60:00Z', undefined, ''],
    ['15:05', undefined, ''],
    [null, undefined, ''],
  ])('formatTime(%j) in %s is %j', (value, timeZone, expected) => {
    expect(formatTime(value, { timeZone })).toBe(expected);
  });

  it('separates AM/PM with a plain space whatever the ICU version', () => {
    expect(formatTime('2026-11-22T15:05:00Z')).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
  });
});

describe('given a date to submit', () => {
  it.each([
    ['2026-11-05', undefined, '2026-11-05'],
    ['2026-11-05', 'Pacific/Pago_Pago', '2026-11-05'],
    [lateEvening, undefined, '2026-11-22'],
    [lateEvening, 'America/New_York', '2026-11-21'],
    [new Date(Date.UTC(1900, 0, 1)), undefined, '1900-01-01'],
    ['2023-02-29', undefined, ''],
    [null, undefined, ''],
  ])('toIsoDate(%j) in %s is %j', (value, timeZone, expected) => {
    expect(toIsoDate(value, { timeZone })).toBe(expected);
  });
});

describe('given a typed MM/DD/YYYY date', () => {
  it.each([
    ['11/22/2026', '2026-11-22'],
    [' 01/01/1900 ', '1900-01-01'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2000', '2000-02-29'],
    ['02/29/1900', null],
    ['02/29/2023', null],
    ['02/30/2024', null],
    ['04/31/2026', null],
    ['13/01/2026', null],
    ['00/10/2026', null],
    ['10/00/2026', null],
    ['01/01/0000', null],
    ['1/5/2026', null],
    ['11-22-2026', null],
    ['2026-11-22', null],
    ['11/22/26', null],
    ['11/22/2026 10:00', null],
    ['mm/dd/yyyy', null],
    ['', null],
    [null, null],
    [undefined, null],
    [20261122 as unknown as string, null],
  ])('parseUsDate(%j) is %j', (text, expected) => {
    expect(parseUsDate(text)).toBe(expected);
  });

  it('gives a value the formatters read back', () => {
    expect(formatDateUs(parseUsDate('07/04/2026'))).toBe('07/04/2026');
  });
});
