import { parseUsDate } from '@aisle/core/format';
import { format } from '@aisle/ui';
import { NEVER, boolean, object, string } from 'zod';
import type { output as ZodOutput } from 'zod';
import type { AccountMessages } from '../messages';

/** The earliest date of birth accepted (account spec §5, §9). */
export const earliestDateOfBirth = '1900-01-01';

/** The message-table entries the schema reads. */
export type AgeVerificationSchemaMessages = Pick<AccountMessages, 'invalidDate' | 'minimumAge' | 'termsRequired'>;

export interface AgeVerificationSchemaOptions {
  /** The age the restricted items require, supplied by the caller (spec §5). */
  minimumAge: number;
  /** The storefront's current day, 'YYYY-MM-DD': ages are counted on it and later dates are refused. */
  today: string;
}

/** What the shopper typed: the date as the DateInput shows it ('MM/DD/YYYY') and the terms box. */
export interface AgeVerificationFormValues {
  dateOfBirth: string;
  termsAccepted: boolean;
}

/**
 * Whole years from `dateOfBirth` to `today`, both 'YYYY-MM-DD'. A birthday today counts; someone
 * born on 29 February has their birthday on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // Comparing 'MM-DD' strings: the birthday is still to come this year when today's is smaller.
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * The age verification form's schema (account spec §5), with the spec's exact messages. A date
 * that is not a real 'MM/DD/YYYY' day, before 1900-01-01 or after today is 'Please enter a valid
 * date.'; a real one giving an age under `minimumAge` is 'Items in your order require a minimum
 * age of {minAge}.'. Its output carries the date as submitted, 'YYYY-MM-DD'.
 */
export function createAgeVerificationSchema(
  messages: AgeVerificationSchemaMessages,
  { minimumAge, today }: AgeVerificationSchemaOptions,
) {
  return object({
    dateOfBirth: string().transform((text, context) => {
      const date = parseUsDate(text);
      // ISO dates compare correctly as strings.
      if (!date || date < earliestDateOfBirth || date > today) {
        context.addIssue({ code: 'custom', message: messages.invalidDate });
        return NEVER;
      }
      if (ageOn(date, today) < minimumAge) {
        context.addIssue({ code: 'custom', message: format(messages.minimumAge, { minAge: minimumAge }) });
        return NEVER;
      }
      return date;
    }),
    termsAccepted: boolean().refine((accepted) => accepted, messages.termsRequired),
  });
}

export type AgeVerificationSchema = ReturnType<typeof createAgeVerificationSchema>;
/** The checked values: `dateOfBirth` as 'YYYY-MM-DD'. */
export type AgeVerificationValues = ZodOutput<AgeVerificationSchema>;
