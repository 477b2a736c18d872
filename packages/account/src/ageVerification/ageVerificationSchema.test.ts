import { describe, expect, it } from 'vitest';
import { accountMessages } from '../messages';
import { ageOn, createAgeVerificationSchema } from './ageVerificationSchema';

const today = '2026-11-22';
const schema = createAgeVerificationSchema(accountMessages, { minimumAge: 21, today });
const tooYoung = 'Items in your order require a minimum age of 21.';
const invalid = 'Please enter a valid date.';

/** The first message for the date of birth, or the submitted date when the value passes. */
function check(dateOfBirth: string, termsAccepted = true) {
  const result = schema.safeParse({ dateOfBirth, termsAccepted });
  if (result.success) return result.data.dateOfBirth;
  return result.error.issues.find((issue) => issue.path[0] === 'dateOfBirth')?.message;
}

describe('given a minimum age of 21 on 11/22/2026', () => {
  it.each([
    ['the 21st birthday today', '11/22/2005', '2005-11-22'],
    ['the 21st birthday tomorrow', '11/23/2005', tooYoung],
    ['turned 21 yesterday', '11/21/2005', '2005-11-21'],
    ['born today', '11/22/2026', tooYoung],
    ['a leap day long enough ago', '02/29/2004', '2004-02-29'],
    ['a leap day that year did not have', '02/29/2005', invalid],
    ['the earliest date, 1900-01-01', '01/01/1900', '1900-01-01'],
    ['the day before it, 1899-12-31', '12/31/1899', invalid],
    ['tomorrow', '11/23/2026', invalid],
    ['a future year', '01/01/2030', invalid],
    ['a month that does not exist', '13/01/1990', invalid],
    ['a day that does not exist', '04/31/1990', invalid],
    ['a part-typed date', '03/1', invalid],
    ['nothing', '', invalid],
    ['letters', 'ab/cd/efgh', invalid],
    ['an ISO date, not the field format', '1990-03-14', invalid],
  ])('%s (%j) gives %j', (_case, dateOfBirth, expected) => {
    expect(check(dateOfBirth)).toBe(expected);
  });

  it('requires the terms, with the spec message', () => {
    const result = schema.safeParse({ dateOfBirth: '03/14/1990', termsAccepted: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['termsAccepted', 'Please agree to the Terms & Conditions.'],
    ]);
  });

  it('submits the date as YYYY-MM-DD', () => {
    expect(schema.parse({ dateOfBirth: ' 03/14/1990 ', termsAccepted: true })).toEqual({
      dateOfBirth: '1990-03-14',
      termsAccepted: true,
    });
  });
});

describe('given another minimum age from the caller', () => {
  it('uses it in the rule and the message', () => {
    const eighteen = createAgeVerificationSchema(accountMessages, { minimumAge: 18, today });
    expect(eighteen.safeParse({ dateOfBirth: '11/22/2008', termsAccepted: true }).success).toBe(true);
    const result = eighteen.safeParse({ dateOfBirth: '11/23/2008', termsAccepted: true });
    expect(result.error?.issues[0]?.message).toBe('Items in your order require a minimum age of 18.');
  });
});

describe('given an age to count', () => {
  it.each([
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2024-02-29', 20],
    ['1990-12-31', '2026-01-01', 35],
    ['1990-01-01', '2026-01-01', 36],
  ])('born %s is %i on %s', (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });
});
