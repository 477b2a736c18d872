import { countryFromState, isValidPostalCode, regionOptions } from '@aisle/contracts';
import { format } from '@aisle/ui';
import { object, string } from 'zod';
import type { RefinementCtx } from 'zod';
import type { WalletMessages } from '../messages';
import { walletLimits } from './limits';

export type FlyoutAddressMessages = Pick<
  WalletMessages,
  | 'addressRequired'
  | 'addressMaxLength'
  | 'addressInvalid'
  | 'cityRequired'
  | 'cityMaxLength'
  | 'cityInvalid'
  | 'stateRequired'
  | 'postalCodeRequired'
  | 'postalCodeInvalid'
>;

// §5 "Billing address (flyout)": the characters each field allows.
const flyoutAddressCharacters = /^[A-Za-z0-9 .'#@%&\\/-]*$/;
const flyoutCityCharacters = /^[A-Za-z0-9 \\/-]*$/;

/**
 * The postal code against the country of the chosen state (§3 "Countries": CA for a Canadian
 * province, else US): a US code is 5 digits or 5+4 (with or without the hyphen), a Canadian one
 * 'A1A 1A1'. An empty code is left to the field's required rule.
 */
function postalCodeFitsState(message: string) {
  return (values: { state: string; zipCode: string }, context: RefinementCtx) => {
    if (values.zipCode === '' || isValidPostalCode(values.zipCode, countryFromState(values.state))) return;
    context.addIssue({ code: 'custom', path: ['zipCode'], message });
  };
}

/**
 * The billing address form of the flyout (§5): its values as typed, trimmed. The postal code fits
 * the state's country, so a Canadian address the account holds passes too (README, "Decisions").
 */
export function flyoutBillingAddressSchema(messages: FlyoutAddressMessages) {
  const regionCodes = new Set(regionOptions().map((region) => region.code));
  return object({
    addressLine1: string()
      .trim()
      .min(1, messages.addressRequired)
      .max(walletLimits.address, messages.addressMaxLength)
      .regex(flyoutAddressCharacters, messages.addressInvalid),
    addressLine2: string()
      .trim()
      .max(walletLimits.address, messages.addressMaxLength)
      .regex(flyoutAddressCharacters, messages.addressInvalid),
    city: string()
      .trim()
      .min(1, messages.cityRequired)
      .max(walletLimits.city, messages.cityMaxLength)
      .regex(flyoutCityCharacters, messages.cityInvalid),
    state: string().refine((code) => regionCodes.has(code), messages.stateRequired),
    zipCode: string().trim().min(1, messages.postalCodeRequired),
  }).superRefine(postalCodeFitsState(messages.postalCodeInvalid));
}

export type WalletPageAddressMessages = Pick<
  WalletMessages,
  'invalidCharacters' | 'walletPagePostalCodeInvalid' | 'requiredField' | 'addressMaxLength' | 'cityMaxLength'
> &
  Pick<WalletMessages, 'addressLabel' | 'cityLabel' | 'stateLabel' | 'postalCodeLabel'>;

// §5 "Billing address (wallet page)": what each field allows; anything else is listed back.
const walletPageAddressCharacter = /[A-Za-z0-9.'#@%&/ -]/;
const walletPageCityCharacter = /[A-Za-z0-9.@_!#+/;:' -]/;

/** The distinct characters of `value` that `allowed` refuses, in the order typed. */
export function invalidCharacters(value: string, allowed: RegExp): string[] {
  return [...new Set([...value].filter((character) => !allowed.test(character)))];
}

/**
 * The wallet page's billing address (§5): 'The following characters are invalid: ' and the bad
 * characters; US and Canadian postal codes (5 to 10 characters, as their patterns are); 50 states,
 * DC and the 13 provinces and territories. Every field is required except for SNAP EBT cards
 * (`requireAll: false`); an empty one says '{label} is a required field' (§5's required-field form).
 */
export function walletPageBillingAddressSchema(
  messages: WalletPageAddressMessages,
  { requireAll = true }: { requireAll?: boolean } = {},
) {
  const regionCodes = new Set(regionOptions({ withTerritories: true }).map((region) => region.code));
  const required = (field: string) => format(messages.requiredField, { field });
  const characters = (allowed: RegExp) => (value: string, context: RefinementCtx) => {
    const bad = invalidCharacters(value, allowed);
    if (bad.length > 0) {
      context.addIssue({ code: 'custom', message: format(messages.invalidCharacters, { characters: bad.join(' ') }) });
    }
  };
  const field = (label: string, max: number, allowed: RegExp, maxMessage: string) => {
    const text = string().trim().max(max, maxMessage).superRefine(characters(allowed));
    return requireAll ? text.refine((value) => value.length > 0, required(label)) : text;
  };
  return object({
    addressLine1: field(
      messages.addressLabel,
      walletLimits.address,
      walletPageAddressCharacter,
      messages.addressMaxLength,
    ),
    addressLine2: string()
      .trim()
      .max(walletLimits.address, messages.addressMaxLength)
      .superRefine(characters(walletPageAddressCharacter)),
    city: field(messages.cityLabel, walletLimits.city, walletPageCityCharacter, messages.cityMaxLength),
    state: string().refine(
      (code) => (requireAll ? regionCodes.has(code) : code === '' || regionCodes.has(code)),
      required(messages.stateLabel),
    ),
    // Empty, it says it is required, as the other fields do; typed, it must fit the state's country.
    zipCode: requireAll ? string().trim().min(1, required(messages.postalCodeLabel)) : string().trim(),
  }).superRefine(postalCodeFitsState(messages.walletPagePostalCodeInvalid));
}
