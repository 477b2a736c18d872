import { describe, expect, it } from 'vitest';
import { membershipPeriod, numberToWords, renewalDurationDays, type MembershipDuration } from './numberWords';

describe('given a number to spell out', () => {
  it.each([
    [0, 'zero'],
    [1, 'one'],
    [7, 'seven'],
    [10, 'ten'],
    [12, 'twelve'],
    [13, 'thirteen'],
    [19, 'nineteen'],
    [20, 'twenty'],
    [21, 'twenty-one'],
    [30, 'thirty'],
    [42, 'forty-two'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred five'],
    [110, 'one hundred ten'],
    [365, 'three hundred sixty-five'],
    [999, 'nine hundred ninety-nine'],
    [1000, 'one thousand'],
    [2001, 'two thousand one'],
    [12_345, 'twelve thousand three hundred forty-five'],
    [1_000_000, 'one million'],
    [1_002_003, 'one million two thousand three'],
    [
      999_999_999_999,
      'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
    ],
    [1e12, '1000000000000'],
    [-1, '-1'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
  ])('numberToWords(%j) is %j', (n, expected) => {
    expect(numberToWords(n)).toBe(expected);
  });
});

describe('given a membership duration', () => {
  it.each<[MembershipDuration, string, number | null]>([
    [{ quantity: 1, unit: 'YEAR' }, 'one year', 365],
    [{ quantity: 2, unit: 'YEAR' }, 'two years', 730],
    [{ quantity: 1, unit: 'MONTH' }, 'one month', 30],
    [{ quantity: 6, unit: 'MONTH' }, 'six months', 180],
    [{ quantity: 12, unit: 'MONTH' }, 'one year', 365],
    [{ quantity: 18, unit: 'MONTH' }, 'eighteen months', 545],
    [{ quantity: 24, unit: 'MONTH' }, 'two years', 730],
    [{ quantity: 1, unit: 'DAY' }, 'one day', 1],
    [{ quantity: 30, unit: 'DAY' }, 'thirty days', 30],
    [{ quantity: 365, unit: 'DAY' }, 'three hundred sixty-five days', 365],
    [{ quantity: 1, unit: 'month' as 'MONTH' }, 'one month', 30],
    [{ quantity: 3, unit: 'MONTHS' as 'MONTH' }, 'three months', 90],
    [{ quantity: 0, unit: 'MONTH' }, '', null],
    [{ quantity: -1, unit: 'YEAR' }, '', null],
    [{ quantity: 1.5, unit: 'YEAR' }, '', null],
    [{ quantity: Number.NaN, unit: 'DAY' }, '', null],
    [{ quantity: 1, unit: 'WEEK' as 'DAY' }, '', null],
    [{ quantity: 1, unit: undefined as unknown as 'DAY' }, '', null],
  ])('%j reads %j and renews after %j days', (duration, text, days) => {
    expect(membershipPeriod(duration)).toBe(text);
    expect(renewalDurationDays(duration)).toBe(days);
  });
});
