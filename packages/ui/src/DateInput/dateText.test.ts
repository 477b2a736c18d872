import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './dateText';

describe('given formatDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03'],
    ['031', '03/1'], // the slash arrives with the next digit, never ahead of it
    ['0314', '03/14'],
    ['03141', '03/14/1'],
    ['03141990', '03/14/1990'],
    ['031419901', '03/14/1990'], // too many digits: the extra ones are ignored
    ['03/14/1990', '03/14/1990'], // already formatted: unchanged
    ['3/', '03/'], // a slash after one digit pads it
    ['3/4/', '03/04/'],
    ['3/4/1990', '03/04/1990'],
    ['03/', '03/'], // a slash typed after a full month is kept
    ['03//', '03/'], // but not twice
    ['/', ''],
    ['0/', '0'], // "00" is no month: the slash waits for a second digit
    ['3-4-1990', '03/04/1990'], // other separators count as slashes
    ['3.4.1990', '03/04/1990'],
    ['ab', ''], // letters are dropped
    ['0a3b1c4', '03/14'],
    ['1990-03-14', '03/14/1990'], // an ISO date from autofill is turned round
    ['13/45/0000', '13/45/0000'], // not a real date, but kept as typed for the caller's message
  ])('after "%s", shows "%s"', (input, expected) => {
    expect(formatDateInput(input)).toBe(expected);
  });

  it('is idempotent on everything it produces', () => {
    for (const input of ['031', '3/4/', '03141990', '03/']) {
      expect(formatDateInput(formatDateInput(input))).toBe(formatDateInput(input));
    }
  });
});

describe('given parseDateInput', () => {
  it.each([
    ['03/14/1990', { year: 1990, month: 3, day: 14 }],
    ['3/4/1990', { year: 1990, month: 3, day: 4 }],
    ['02/29/2024', { year: 2024, month: 2, day: 29 }], // leap year
    ['02/29/2000', { year: 2000, month: 2, day: 29 }], // divisible by 400
    [' 12/31/1999 ', { year: 1999, month: 12, day: 31 }],
  ])('reads "%s"', (input, expected) => {
    expect(parseDateInput(input)).toEqual(expected);
  });

  it.each([
    '',
    '03/14', // incomplete
    '03/14/199',
    '13/01/1990', // no 13th month
    '00/10/1990',
    '04/31/1990', // April has 30 days
    '02/29/2023', // not a leap year
    '02/29/1900', // divisible by 100, not 400
    '01/00/1990',
    '01/01/0000',
    'ab/cd/efgh',
    '1990-03-14', // the caller formats first
    '03/14/19901',
  ])('returns null for "%s"', (input) => {
    expect(parseDateInput(input)).toBeNull();
  });
});
