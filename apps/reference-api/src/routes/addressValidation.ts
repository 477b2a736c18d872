import { postalCodeMaxLength } from '@aisle/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { validateAddress } from '../addressValidation/validateAddress';
import { countryCode, printable, verbatimText } from '../http/fields';
import { jsonBody } from '../http/validation';

const maxLine = 40;

const line = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(maxLine, `${label} must be at most ${maxLine} characters`)
    .regex(printable, `${label} must not contain control characters`);

export const validationBody = z.object({
  address: z.object(
    {
      addressLines: z
        .array(line('addressLines'), { error: 'addressLines must be a list of lines' })
        .min(1, 'addressLines must hold the street')
        .max(2, 'addressLines holds at most two lines: unit, then street')
        .refine((lines) => lines.some((text) => text.trim().length > 0), 'addressLines must hold the street'),
      cityTown: verbatimText('cityTown', maxLine),
      stateProvince: verbatimText('stateProvince', maxLine),
      postalCode: verbatimText('postalCode', postalCodeMaxLength),
      countryCode: countryCode.optional(),
      county: line('county').optional(),
    },
    { error: 'address is required' },
  ),
});

/** `POST /atlas/v1/address-validation/v1/validate`: needs no sign-in, like the store search. */
export function addressValidationRoutes(): Hono {
  return new Hono().post('/atlas/v1/address-validation/v1/validate', jsonBody(validationBody), (c) => {
    const { address: input } = c.req.valid('json');
    const { validated, corrected, location, address } = validateAddress(input);
    return c.json({
      data: {
        addressValidations: { validated, corrected, location },
        address,
        originalAddress: input,
      },
    });
  });
}
