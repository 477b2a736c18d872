import { describe, expect, it } from 'vitest';
import { formatDistance, roundDistance } from './distance';

describe('given a distance in miles', () => {
  it.each([
    [1.25, 1.25, '1.25 mi'],
    [1.256, 1.26, '1.26 mi'],
    [1.254, 1.25, '1.25 mi'],
    [1.005, 1.01, '1.01 mi'],
    [3, 3, '3 mi'],
    [3.1, 3.1, '3.1 mi'],
    [0, 0, '0 mi'],
    [0.004, 0, '0 mi'],
    [1024.5, 1024.5, '1,024.5 mi'],
    [-1, null, ''],
    [Number.NaN, null, ''],
    [Number.POSITIVE_INFINITY, null, ''],
    [null, null, ''],
    [undefined, null, ''],
  ])('%j rounds to %j and reads %j', (miles, rounded, text) => {
    expect(roundDistance(miles)).toBe(rounded);
    expect(formatDistance(miles)).toBe(text);
  });

  it('takes another unit label', () => {
    expect(formatDistance(2, { unit: 'miles' })).toBe('2 miles');
  });
});
