import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../../messages';
import { createProfileSchema, type ProfileFormValues } from './profileSchema';

const schema = createProfileSchema(m);
const typed: ProfileFormValues = {
  firstName: 'Avery',
  lastName: 'Jordan',
  mobilePhone: '(513) 555-0123',
  homePhone: '',
};

/** The first message of each field, as the form shows it. */
function errorsOf(values: Partial<ProfileFormValues>) {
  const result = schema.safeParse({ ...typed, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('given the profile form’s schema', () => {
  it('turns what was typed into the update: names trimmed, an empty phone as none', () => {
    expect(schema.parse({ ...typed, firstName: '  Avery ', homePhone: '  ' })).toEqual({
      firstName: 'Avery',
      lastName: 'Jordan',
      mobilePhoneNumber: '(513) 555-0123',
      homePhoneNumber: null,
    });
  });

  it.each(['Zoë', 'O’Brien', "O'Brien", 'Mary-Ann', 'J. R.', 'José María', 'A'.repeat(40)])(
    'takes the name %j',
    (name) => {
      expect(errorsOf({ firstName: name, lastName: name })).toEqual({});
    },
  );

  it('requires both names, in the words of the address form', () => {
    expect(errorsOf({ firstName: ' ', lastName: '' })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
  });

  it('refuses a name over 40 characters', () => {
    expect(errorsOf({ lastName: 'J'.repeat(41) })).toEqual({ lastName: 'Last Name must be at most 40 characters' });
  });

  it.each(['Av3ry', 'Avery 😀', '<b>Avery</b>', '-Avery', 'Avery_J'])('refuses the name %j', (name) => {
    expect(errorsOf({ firstName: name })).toEqual({
      firstName: 'First Name can only use letters, spaces, hyphens, apostrophes and periods',
    });
  });

  it.each(['5135550123', '513-555-0123', '+1 (513) 555-0123', '1.513.555.0123', '001 513 555 0123'])(
    'takes the phone %j: 10 digits or more, of which the last 10 are sent',
    (phone) => {
      expect(errorsOf({ mobilePhone: phone, homePhone: phone })).toEqual({});
    },
  );

  it.each(['555-0123', '513 555 012', '513-555-CALL', '513 555 0123 ext 4', '+1 (513) 555-0123 0000 00'])(
    'refuses the phone %j',
    (phone) => {
      expect(errorsOf({ mobilePhone: phone, homePhone: phone })).toEqual({
        mobilePhone: 'Mobile Phone must be a 10-digit phone number',
        homePhone: 'Home Phone must be a 10-digit phone number',
      });
    },
  );
});
