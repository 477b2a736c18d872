// Add Credit/Debit Card (wallet spec §5). The spec gives each surface its own name and address
// rules ("Names" flyout and wallet page; "Billing address (flyout)" and "(wallet page variant)"),
// so each surface has its schema here, built from the same field schemas.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { boolean, discriminatedUnion, literal } from 'zod';
import type { input, output } from 'zod';
import { billingAddressField } from '../flyout/billingAddress/billingSelection';
import type { WalletMessages } from '../messages';
import { walletPageBillingAddressSchema } from './billingAddressSchema';
import { walletPageEbtCardFormSchema } from './ebtCardForm';
import { flyoutNameSchema, walletPageNameSchema } from './nameSchema';

/** The flyout: the holder's names, the chosen billing address and the two checkboxes. */
export function flyoutBankCardFormSchema(messages: WalletMessages) {
  return flyoutNameSchema(messages).extend({
    billingAddress: billingAddressField(messages),
    save: boolean(),
    preferred: boolean(),
  });
}
export type FlyoutBankCardFormInput = input<ReturnType<typeof flyoutBankCardFormSchema>>;
export type FlyoutBankCardFormValues = output<ReturnType<typeof flyoutBankCardFormSchema>>;

/** The wallet page: the holder's names, the address typed in and 'Make this my preferred card'. */
export function walletPageBankCardFormSchema(messages: WalletMessages) {
  return walletPageBillingAddressSchema(messages).safeExtend({
    paymentType: literal('CREDIT_CARD'),
    ...walletPageNameSchema(messages).shape,
    preferred: boolean(),
  });
}

/** The wallet page's 'Add New Card': its Payment Type decides which card's fields are checked. */
export function walletPageAddCardFormSchema(messages: WalletMessages) {
  return discriminatedUnion('paymentType', [
    walletPageBankCardFormSchema(messages),
    walletPageEbtCardFormSchema(messages),
  ]);
}

/** Every field of the wallet page's add form, as the inputs hold them (the hidden ones keep their values). */
export interface WalletPageAddCardFormInput {
  paymentType: 'CREDIT_CARD' | 'EBT_CARD';
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  preferred: boolean;
  cardNumber: string;
}

export type WalletPageAddCardFormValues = output<ReturnType<typeof walletPageAddCardFormSchema>>;

export function walletPageAddCardFormResolver(
  messages: WalletMessages,
): Resolver<WalletPageAddCardFormInput, unknown, WalletPageAddCardFormValues> {
  // The form holds both payment types' fields; the union reads the ones its type names.
  return zodResolver(walletPageAddCardFormSchema(messages)) as unknown as Resolver<
    WalletPageAddCardFormInput,
    unknown,
    WalletPageAddCardFormValues
  >;
}
