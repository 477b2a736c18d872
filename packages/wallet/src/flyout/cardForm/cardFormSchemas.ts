// One schema per card form (docs/architecture.md, "Forms"), built from the wallet's field schemas.
import { boolean } from 'zod';
import type { ZodType, input as ZodInput, output as ZodOutput } from 'zod';
import { ebtCardSchema, expirationSchema, giftCardSchema } from '../../forms/cardSchemas';
import { flyoutNameSchema } from '../../forms/nameSchema';
import type { WalletMessages } from '../../messages';
import { billingAddressField } from '../billingAddress/billingSelection';

/** Add Credit/Debit Card: the holder's names, the billing address and the two checkboxes (§5). */
export function bankCardFormSchema(messages: WalletMessages) {
  return flyoutNameSchema(messages).extend({
    billingAddress: billingAddressField(messages),
    save: boolean(),
    preferred: boolean(),
  });
}

/** Edit Credit/Debit Card: names, expiration (§5 "Expiration (edit)"), billing address, preferred. */
export function editCardFormSchema(messages: WalletMessages, now: () => Date) {
  return expirationSchema(messages, now).safeExtend({
    ...flyoutNameSchema(messages).shape,
    billingAddress: billingAddressField(messages),
    preferred: boolean(),
  });
}

/** Add SNAP EBT Card: the number and, when offered, 'Save this card'. */
export function ebtCardFormSchema(messages: WalletMessages) {
  return ebtCardSchema(messages).extend({ save: boolean() });
}

/** Add Gift Card: number and PIN. */
export const giftCardFormSchema = giftCardSchema;

type Input<S extends ZodType> = ZodInput<S>;
type Output<S extends ZodType> = ZodOutput<S>;
export type BankCardFormInput = Input<ReturnType<typeof bankCardFormSchema>>;
export type BankCardFormValues = Output<ReturnType<typeof bankCardFormSchema>>;
export type EditCardFormInput = Input<ReturnType<typeof editCardFormSchema>>;
export type EditCardFormValues = Output<ReturnType<typeof editCardFormSchema>>;
export type EbtCardFormInput = Input<ReturnType<typeof ebtCardFormSchema>>;
export type EbtCardFormValues = Output<ReturnType<typeof ebtCardFormSchema>>;
export type GiftCardFormInput = Input<ReturnType<typeof giftCardSchema>>;
export type GiftCardFormValues = Output<ReturnType<typeof giftCardSchema>>;
