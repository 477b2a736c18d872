import {
  countryFromState,
  findRegion,
  fromProfileAddressPayload,
  isValidPostalCode,
  postalCodeMaxLength,
  type Address,
} from '@aisle/contracts';
import { z } from 'zod';
import { countryCode, optionalText, requiredText } from '../http/fields';

/** The account spec's limits (§5): lines and city 40 characters, postal code 10. */
export const lineMaxLength = 40;
export const labelMaxLength = 40;
export const notesMaxLength = 250;

const addressType = z
  .string({ error: 'addressType must be home or delivery' })
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['home', 'delivery'], { error: 'addressType must be home or delivery' }));

/** The add and update body of the newer customer-profile address calls. */
export const addressBody = z
  .object({
    addressType,
    addressLine1: requiredText('Street Address', lineMaxLength),
    addressLine2: optionalText('Apt/Suite', lineMaxLength),
    city: requiredText('City', lineMaxLength),
    county: optionalText('County', lineMaxLength),
    countryCode,
    stateCode: requiredText('State/Province', 3).transform((value) => value.toUpperCase()),
    zip: requiredText('Postal Code', postalCodeMaxLength, 'Please enter a valid Postal Code'),
    preferredAddress: z.boolean({ error: 'preferredAddress must be true or false' }).optional(),
    // Accepted because the client sends it; the server keeps its own clock for `modified`.
    dateAddressUpdated: z.iso
      .datetime({ offset: true, error: 'dateAddressUpdated must be an ISO timestamp' })
      .optional(),
    label: optionalText('label', labelMaxLength),
    notes: optionalText('notes', notesMaxLength),
  })
  .superRefine((body, ctx) => {
    const region = findRegion(body.stateCode);
    if (!region) {
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: 'Select State/Province' });
    } else if (countryFromState(region.code) !== body.countryCode) {
      ctx.addIssue({ code: 'custom', path: ['stateCode'], message: `${region.code} is not in ${body.countryCode}` });
    }
    if (!isValidPostalCode(body.zip, body.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['zip'], message: 'Please enter a valid Postal Code' });
    }
  });

export type AddressBody = z.output<typeof addressBody>;

/** The address a body that passed the schema carries. */
export function toAddress(body: AddressBody): Address {
  return fromProfileAddressPayload({
    ...body,
    addressLine2: body.addressLine2 ?? '',
    county: body.county ?? '',
    preferredAddress: body.addressType === 'home',
  });
}
