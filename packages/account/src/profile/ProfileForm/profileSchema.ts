import { profileNameMaxLength, profileNamePattern } from '@aisle/contracts/account';
import { phoneDigits } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { object, string } from 'zod';
import type { ProfileUpdate } from '../../api/profile';
import type { AccountMessages } from '../../messages';

/** What the shopper types on the profile form. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  homePhone: string;
}

/** The message-table entries the schema reads: the labels, for the messages naming their field, then the rules'. */
export type ProfileSchemaMessages = Pick<
  AccountMessages,
  | 'profileFirstNameLabel'
  | 'profileLastNameLabel'
  | 'profileMobilePhoneLabel'
  | 'profileHomePhoneLabel'
  | 'profileFirstNameRequired'
  | 'profileLastNameRequired'
  | 'profileNameInvalid'
  | 'profilePhoneInvalid'
  | 'fieldTooLong'
>;

/** The longest phone a shopper may type: +1, 10 digits and the usual punctuation, with room to spare (ours). */
export const profilePhoneMaxLength = 20;

// Digits and what people type around them; letters ('ext', a vanity number) are refused.
const phoneCharacters = /^[\d\s().+-]*$/;

/**
 * The profile form's schema: names required, at most 40 characters and letters-like only (the
 * shared `profileNamePattern`); each phone empty (no number) or holding at least 10 digits, of
 * which the last 10 are sent, with +1 (spec §5). Its output is the update to send.
 */
export function createProfileSchema(messages: ProfileSchemaMessages) {
  const name = (field: string, required: string) =>
    string()
      .trim()
      .min(1, required)
      .max(profileNameMaxLength, format(messages.fieldTooLong, { field, max: profileNameMaxLength }))
      .regex(profileNamePattern, format(messages.profileNameInvalid, { field }));
  const phone = (field: string) =>
    string()
      .trim()
      .refine(
        (typed) =>
          typed === '' ||
          (typed.length <= profilePhoneMaxLength && phoneCharacters.test(typed) && phoneDigits(typed).length === 10),
        format(messages.profilePhoneInvalid, { field }),
      );
  return object({
    firstName: name(messages.profileFirstNameLabel, messages.profileFirstNameRequired),
    lastName: name(messages.profileLastNameLabel, messages.profileLastNameRequired),
    mobilePhone: phone(messages.profileMobilePhoneLabel),
    homePhone: phone(messages.profileHomePhoneLabel),
  }).transform((values): ProfileUpdate => ({
    firstName: values.firstName,
    lastName: values.lastName,
    mobilePhoneNumber: values.mobilePhone || null,
    homePhoneNumber: values.homePhone || null,
  }));
}

export type ProfileSchema = ReturnType<typeof createProfileSchema>;
