import { describe, expect, it } from 'vitest';
import { caretAfterFormat } from './caret';
import { digitsOnly, groupDigits, isDigit } from './digits';

describe('given groupDigits with groups 10-3-3-rest (a 19-digit card number)', () => {
  const groups = [10, 3, 3, 3];
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234567890', '1234567890'],
    ['12345678901', '1234567890-1'],
    ['1234567890123', '1234567890-123'],
    ['12345678901234', '1234567890-123-4'],
    ['1234567890123456789', '1234567890-123-456-789'],
    ['12345678901234567890123', '1234567890-123-456-789'], // too many digits: the rest is dropped
    ['1234 5678 90-12a3', '1234567890-123'], // pasted with spaces, dashes and a letter
    ['abc', ''],
    ['1234567890-', '1234567890'], // no trailing separator to fight Backspace
  ])('after "%s", shows "%s"', (input, expected) => {
    expect(groupDigits(input, groups)).toBe(expected);
  });

  it('is idempotent, so formatting what it shows changes nothing', () => {
    const shown = groupDigits('1234567890123456789', groups);
    expect(groupDigits(shown, groups)).toBe(shown);
  });

  it('uses the separator it is given', () => {
    expect(groupDigits('12345678', [4, 4], ' ')).toBe('1234 5678');
  });
});

describe('given digitsOnly and isDigit', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['no digits', ''],
    ['٣', ''], // other scripts' digits are not 0–9
  ])('after "%s", keeps "%s"', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it('tells 0–9 from anything else', () => {
    expect(['0', '9', '/', 'a', ''].map(isDigit)).toEqual([true, true, false, false, false]);
  });
});

describe('given caretAfterFormat', () => {
  it.each([
    // raw, caret, formatted, from, expected
    ['031', 3, '03/1', 'start', 4], // typing at the end stays at the end
    ['1/', 2, '01/', 'start', 3], // padding added before the caret
    ['0314', 2, '03/14', 'start', 2], // typed in the middle: after the same two digits
    ['03/145', 5, '03/14/5', 'start', 5], // caret after 4 digits: just after "14"
    ['15.23', 2, '15.23', 'end', 3], // from the end: just before the two digits that followed it
    ['1.2', 1, '0.12', 'end', 3],
    ['', 0, '', 'start', 0],
  ] as const)(
    'given "%s" with the caret at %i formatted to "%s" (%s), puts it at %i',
    (raw, caret, formatted, from, expected) => {
      expect(caretAfterFormat(raw, caret, formatted, isDigit, from)).toBe(expected);
    },
  );
});
