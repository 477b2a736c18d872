import { object, string } from 'zod';
import type { WalletMessages } from '../messages';
import { walletLimits } from './limits';

export type NameMessages = Pick<
  WalletMessages,
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameMaxLength'
  | 'firstNameInvalid'
  | 'lastNameInvalid'
  | 'walletPageNameInvalid'
>;

// "Letters only": any script's letters, so a shopper named Zoë or José is not refused.
const lettersOnly = /^\p{L}+$/u;
const lettersAndSpaces = /^[\p{L} ]*$/u;

/** The flyout's holder names (§5 "Names", flyout): required, at most 375, letters only. */
export function flyoutNameSchema(messages: NameMessages) {
  const name = (required: string, invalid: string) =>
    string()
      .trim()
      .min(1, required)
      .max(walletLimits.flyoutNameValidator, messages.nameMaxLength)
      .regex(lettersOnly, invalid);
  return object({
    firstName: name(messages.firstNameRequired, messages.firstNameInvalid),
    lastName: name(messages.lastNameRequired, messages.lastNameInvalid),
  });
}

/** The wallet page's holder names (§5 "Names", wallet page): letters and spaces, at most 40. */
export function walletPageNameSchema(messages: NameMessages) {
  const name = (required: string) =>
    string()
      .trim()
      .min(1, required)
      .max(walletLimits.nameInput, messages.walletPageNameInvalid)
      .regex(lettersAndSpaces, messages.walletPageNameInvalid);
  return object({
    firstName: name(messages.firstNameRequired),
    lastName: name(messages.lastNameRequired),
  });
}
