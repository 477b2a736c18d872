import {
  fromCardBillingAddress,
  isValidPostalCode,
  readAddressLines,
  regionFromCodeOrName,
  type CountryCode,
} from '@aisle/contracts';
import { z } from 'zod';
import { printable } from '../http/fields';

// The wallet's billing address rules (wallet spec §5, "Billing address (flyout)"), with its messages.
export const billingLineMaxLength = 100;
export const billingCityMaxLength = 50;

// Letters, digits, space and . ' # @ % & \ / - (the wallet page's line 1 allows a subset of these).
const addressCharacters = /^[\p{L}\p{M}\d .'#@%&\\/-]*$/u;
// The flyout allows letters, digits, space, \ / -; the wallet page also . @ _ ! # + ; : ' — a city
// either client accepts must not be refused here ('St. Louis', "Coeur d'Alene").
const cityCharacters = /^[\p{L}\p{M}\d .'@_!#+;:\\/-]*$/u;

const requiredMessage = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is a required field.` : `${label} must be text`;

/** The street line: required, at most 100 characters of the allowed set. */
export const streetLine = z
  .string({ error: requiredMessage('Address') })
  .trim()
  .min(1, 'Address is a required field.')
  .max(billingLineMaxLength, 'Maximum length for address fields is 100 characters.')
  .regex(addressCharacters, 'Address has invalid characters.');

/** 'Apt, Suite, etc. (Optional)': at most 100 characters; blank or null means none. */
export const unitLine = z
  .string({ error: 'Apt/unit must be text' })
  .trim()
  .max(billingLineMaxLength, 'Maximum length for address fields is 100 characters.')
  .regex(printable, 'Address has invalid characters.')
  .nullish()
  .transform((value) => value || null);

export const cityField = z
  .string({ error: requiredMessage('City') })
  .trim()
  .min(1, 'City is a required field.')
  .max(billingCityMaxLength, 'Maximum length for city field is 50 characters.')
  .regex(cityCharacters, 'City has invalid characters.');

/** A US state, DC or Canadian province (code or full name), stored as its code. */
export const stateField = z
  .string({ error: requiredMessage('State/Province') })
  .trim()
  .min(1, 'State/Province is a required field.')
  .max(40, 'Select State/Province')
  .transform((value, ctx) => {
    const region = regionFromCodeOrName(value);
    if (region) return region;
    ctx.addIssue({ code: 'custom', message: 'Select State/Province' });
    return z.NEVER;
  });

export const postalCodeField = z
  .string({ error: requiredMessage('Postal Code') })
  .trim()
  .min(1, 'Postal Code is a required field.')
  .max(10, 'Please enter a valid postal code.');

export const countryField = z
  .string({ error: 'countryCode must be US or CA' })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(['US', 'CA'], { error: 'countryCode must be US or CA' }));

interface Located {
  state: { code: string; country: CountryCode };
  postalCode: string;
  countryCode?: CountryCode | undefined;
}

/** The cross-field rules: the country (given or derived) holds the state, and the postal code fits the country. */
export function checkCountry(body: Located, ctx: z.RefinementCtx, paths: { state: string; postalCode: string }): void {
  const country = body.countryCode ?? body.state.country;
  if (country !== body.state.country) {
    ctx.addIssue({ code: 'custom', path: [paths.state], message: `${body.state.code} is not in ${country}` });
  }
  if (!isValidPostalCode(body.postalCode, body.state.country)) {
    ctx.addIssue({ code: 'custom', path: [paths.postalCode], message: 'Please enter a valid postal code.' });
  }
}

/**
 * paymentMethod.billing of a card add or edit (§3 "Card-side billing address"): lines ordered unit
 * then street. It yields the card's own address: no id, never the mailing address ('delivery').
 */
export const cardBillingBody = z
  .object({
    addressLines: z
      .array(z.string({ error: 'addressLines must be text' }), { error: 'addressLines must be a list' })
      .min(1, 'Address is a required field.')
      .max(2, 'addressLines holds at most 2 lines'),
    cityTown: cityField,
    countryCode: countryField.optional(),
    stateProvince: stateField,
    postalCode: postalCodeField,
  })
  .transform((billing, ctx) => {
    const { street, unit } = readAddressLines(billing.addressLines);
    const streetResult = streetLine.safeParse(street);
    if (!streetResult.success) {
      ctx.addIssue({ code: 'custom', path: ['addressLines'], message: streetResult.error.issues[0]?.message ?? '' });
    }
    const unitResult = unitLine.safeParse(unit);
    if (!unitResult.success) {
      ctx.addIssue({ code: 'custom', path: ['addressLines'], message: unitResult.error.issues[0]?.message ?? '' });
    }
    checkCountry(
      { state: billing.stateProvince, postalCode: billing.postalCode, countryCode: billing.countryCode },
      ctx,
      { state: 'stateProvince', postalCode: 'postalCode' },
    );
    if (!streetResult.success || !unitResult.success) return z.NEVER;
    // The lines just checked, read the same way; the country is the state's, the postal code normalised.
    return fromCardBillingAddress({
      ...billing,
      countryCode: billing.stateProvince.country,
      stateProvince: billing.stateProvince.code,
    });
  });
