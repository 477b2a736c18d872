import { describe, expect, it } from 'vitest';
import { paymentPageMessages as messages } from '../paymentPageMessages';
import { contactProblems, createContactSchema, formatPhoneTyping, toContactFormValues } from './contactForm';

const schema = createContactSchema(messages);
const filled = { firstName: 'Dana', lastName: 'Reyes', phoneNumber: '(513) 555-0142', smsOptIn: true };

describe('given a phone number being typed', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['513', '(513'],
    ['5135', '(513) 5'],
    ['513555', '(513) 555'],
    ['5135550', '(513) 555-0'],
    ['5135550142', '(513) 555-0142'],
    ['51355501429', '(513) 555-0142'],
    ['(513) 555-0142', '(513) 555-0142'],
    ['+1 513 555 0142', '(513) 555-0142'],
    ['1-513-555-0142', '(513) 555-0142'],
    ['513.555.0142', '(513) 555-0142'],
    ['abc', ''],
  ])('%j shows as %j: (###) ###-####', (typed, shown) => {
    expect(formatPhoneTyping(typed)).toBe(shown);
  });

  it('is idempotent, as the mask needs', () => {
    for (const typed of ['5', '513555', '5135550142']) {
      const once = formatPhoneTyping(typed);
      expect(formatPhoneTyping(once)).toBe(once);
    }
  });
});

describe('given the checkout contact, the drawer starts from', () => {
  it('its phone (###) ###-####, from the service +1 and 10 digits', () => {
    expect(
      toContactFormValues({ firstName: 'Dana', lastName: 'Reyes', phone: '+15135550142', smsOptin: true }),
    ).toEqual(filled);
  });

  it('no SMS opt-in without a valid phone', () => {
    expect(toContactFormValues({ firstName: '', lastName: '', phone: '', smsOptin: true }).smsOptIn).toBe(false);
  });
});

describe('given the contact drawer submitted', () => {
  it("sends the phone as '+1' and its 10 digits, the names trimmed", () => {
    const result = schema.safeParse({ ...filled, firstName: ' Dana ' });
    expect(result.success && result.data).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '+15135550142',
      smsOptin: true,
    });
  });

  it('says each required field is required, in the spec’s words', () => {
    const result = schema.safeParse({ firstName: ' ', lastName: '', phoneNumber: '', smsOptIn: false });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(issues).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it('takes names of 40 characters, not 41', () => {
    expect(schema.safeParse({ ...filled, firstName: 'a'.repeat(40) }).success).toBe(true);
    const result = schema.safeParse({ ...filled, lastName: 'a'.repeat(41) });
    expect(result.error?.issues[0]?.message).toBe('Use 40 characters or fewer.');
  });

  it('refuses a phone that is not 10 digits', () => {
    const result = schema.safeParse({ ...filled, phoneNumber: '(513) 555-01' });
    expect(result.error?.issues[0]?.message).toBe('Enter a 10-digit phone number.');
  });
});

describe('given Place order pressed, the contact is checked', () => {
  it('for the phone, the first name and the last name, in that order', () => {
    expect(contactProblems({ firstName: '', lastName: '', phone: '', smsOptin: false }, messages)).toEqual([
      'Phone number is required',
      'First name is required',
      'Last name is required',
    ]);
  });

  it('and finds nothing wrong with a whole contact', () => {
    expect(
      contactProblems({ firstName: 'Dana', lastName: 'Reyes', phone: '+15135550142', smsOptin: false }, messages),
    ).toEqual([]);
  });
});
