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
const usPostalCode = /^\d{5}(\d{4})?$/;

/** The billing address form of the flyout (§5): its values as typed, trimmed. */
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
    // The input is numeric-only (7 at most), so a ZIP+4 arrives as nine digits.
    zipCode: string().trim().min(1, messages.postalCodeRequired).regex(usPostalCode, messages.postalCodeInvalid),
  });
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
 * characters; US and Canadian postal codes; 50 states, DC and the 13 provinces and territories.
 * Every field is required except for SNAP EBT cards (`requireAll: false`).
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
    zipCode: string().trim(),
  }).superRefine((values, context) => {
    const { min, max } = walletLimits.walletPagePostalCode;
    if (!requireAll && values.zipCode === '') return;
    const valid =
      values.zipCode.length >= min &&
      values.zipCode.length <= max &&
      isValidPostalCode(values.zipCode, countryFromState(values.state));
    if (!valid) context.addIssue({ code: 'custom', path: ['zipCode'], message: messages.walletPagePostalCodeInvalid });
  });
}
