// One schema per wallet-page form (docs/architecture.md, "Forms"), built from the wallet's field schemas
// with the wallet page's rules (§5 "Billing address (wallet page variant)", "Names" wallet page).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { boolean, discriminatedUnion, literal } from 'zod';
import type { input as ZodInput, output as ZodOutput } from 'zod';
import { ebtCardSchema, expirationSchema, giftCardSchema } from '../forms/cardSchemas';
import { walletPageBillingAddressSchema } from '../forms/billingAddressSchema';
import { walletPageNameSchema } from '../forms/nameSchema';
import type { WalletMessages } from '../messages';

/** Credit/Debit: the holder's names, the billing address and 'Make this my preferred card'. */
export function creditCardFormSchema(messages: WalletMessages) {
  return walletPageBillingAddressSchema(messages).safeExtend({
    paymentType: literal('CREDIT_CARD'),
    ...walletPageNameSchema(messages).shape,
    preferred: boolean(),
  });
}

/** SNAP EBT: the card number only; no address is asked for (§5). */
export function snapCardFormSchema(messages: WalletMessages) {
  return ebtCardSchema(messages).extend({ paymentType: literal('EBT_CARD') });
}

/** 'Add New Card': the Payment Type decides which fields are checked. */
export function addCardFormSchema(messages: WalletMessages) {
  return discriminatedUnion('paymentType', [creditCardFormSchema(messages), snapCardFormSchema(messages)]);
}

/** Every field of the add form, as the inputs hold them (the hidden ones keep their values). */
export interface AddCardFormInput {
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

export type AddCardFormValues = ZodOutput<ReturnType<typeof addCardFormSchema>>;

export function addCardFormResolver(messages: WalletMessages): Resolver<AddCardFormInput, unknown, AddCardFormValues> {
  // The form holds both payment types' fields; the union reads the ones its type names.
  return zodResolver(addCardFormSchema(messages)) as unknown as Resolver<AddCardFormInput, unknown, AddCardFormValues>;
}

/** 'Add New Gift Card': number and PIN. */
export const giftCardFormSchema = giftCardSchema;
export type GiftCardFormInput = ZodInput<ReturnType<typeof giftCardSchema>>;
export type GiftCardFormValues = ZodOutput<ReturnType<typeof giftCardSchema>>;

/** 'Edit Card': expiry (§5 "Expiration (edit)"), the holder's names, preferred. */
export function editCardFormSchema(messages: WalletMessages, now: () => Date) {
  return expirationSchema(messages, now).safeExtend({
    ...walletPageNameSchema(messages).shape,
    preferred: boolean(),
  });
}
export type EditCardFormInput = ZodInput<ReturnType<typeof editCardFormSchema>>;
export type EditCardFormValues = ZodOutput<ReturnType<typeof editCardFormSchema>>;
