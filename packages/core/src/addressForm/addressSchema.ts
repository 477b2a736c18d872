import {
  countryFromState,
  defaultZipValidator,
  isAddressText,
  normalisePostalCode,
  postalCodeMaxLength,
  regionOptions,
  type AddressFormValues,
  type ZipValidator,
} from '@aisle/contracts';
import { format } from '@aisle/ui';
import { boolean, object, string } from 'zod';
import type { AddressFormMessages } from './messages';

/** The address form's character limits (account spec §5 and §9). */
export const addressFieldLimits = {
  addressLine1: 40,
  addressLine2: 40,
  city: 40,
  zipCode: postalCodeMaxLength,
} as const;

/** The words the schema reads: labels for the max-length message, then the rules' messages. */
export type AddressSchemaMessages = Pick<
  AddressFormMessages,
  | 'streetAddressLabel'
  | 'aptSuiteLabel'
  | 'cityLabel'
  | 'postalCodeLabel'
  | 'streetAddressRequired'
  | 'cityRequired'
  | 'stateProvinceRequired'
  | 'postalCodeInvalid'
  | 'fieldTooLong'
  | 'addressCharactersInvalid'
>;

export interface AddressSchemaOptions {
  /** Offer and accept US states and DC only ("Canadian provinces are listed unless the form is restricted to the US"). */
  usOnly?: boolean;
  /**
   * Decides whether the postal code is acceptable for the country its state gives (the scheduling
   * spec's pluggable ZIP validator); `defaultZipValidator`, the account spec's rule, by default.
   */
  zipValidator?: ZipValidator;
}

/**
 * The add/edit address form's schema (account spec §5), with the messages the caller gives (the
 * account's table holds the spec's exact words). Its output is what gets saved: text trimmed, and a
 * Canadian postal code normalised ('k1a0b1' → 'K1A 0B1').
 */
export function createAddressSchema(
  messages: AddressSchemaMessages,
  { usOnly = false, zipValidator = defaultZipValidator }: AddressSchemaOptions = {},
) {
  const regionCodes = new Set(regionOptions({ usOnly }).map((region) => region.code));
  // The spec gives the limits but not a message for them: ours is `fieldTooLong` ("Not shown in the spec").
  const tooLong = (field: string, max: number) => format(messages.fieldTooLong, { field, max });
  const text = (label: string, max: number) => string().trim().max(max, tooLong(label, max));
  // Emoji and symbols are refused where they are typed: the verification service passes them.
  const addressText = (label: string, max: number) =>
    text(label, max).refine(isAddressText, format(messages.addressCharactersInvalid, { field: label }));

  return object({
    addressLine1: addressText(messages.streetAddressLabel, addressFieldLimits.addressLine1).min(
      1,
      messages.streetAddressRequired,
    ),
    addressLine2: addressText(messages.aptSuiteLabel, addressFieldLimits.addressLine2),
    city: addressText(messages.cityLabel, addressFieldLimits.city).min(1, messages.cityRequired),
    // An empty choice (the 'Select State/Province' placeholder) and a code the list does not offer are both unanswered.
    state: string().refine((code) => regionCodes.has(code), messages.stateProvinceRequired),
    zipCode: text(messages.postalCodeLabel, addressFieldLimits.zipCode),
    isHome: boolean(),
  })
    .superRefine((values, context) => {
      // Valid for the country the state gives: Canada for a province, else the US (spec §5), by the
      // caller's validator when it has one.
      if (values.zipCode.length > addressFieldLimits.zipCode) return;
      if (!zipValidator(values.zipCode, countryFromState(values.state))) {
        context.addIssue({ code: 'custom', path: ['zipCode'], message: messages.postalCodeInvalid });
      }
    })
    .transform((values): AddressFormValues => ({
      ...values,
      zipCode: normalisePostalCode(values.zipCode, countryFromState(values.state)),
    }));
}

export type AddressSchema = ReturnType<typeof createAddressSchema>;
