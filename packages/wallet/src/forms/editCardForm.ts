// Edit Credit/Debit Card (wallet spec §5 "Expiration (edit)"): the expiry, the holder's names and
// 'preferred', with each surface's name rules; the flyout also changes the billing address.
import { boolean } from 'zod';
import type { input, output } from 'zod';
import { billingAddressField } from '../flyout/billingAddress/billingSelection';
import type { WalletMessages } from '../messages';
import { expirationSchema } from './cardSchemas';
import { flyoutNameSchema, walletPageNameSchema } from './nameSchema';

export function flyoutEditCardFormSchema(messages: WalletMessages, now: () => Date) {
  return expirationSchema(messages, now).safeExtend({
    ...flyoutNameSchema(messages).shape,
    billingAddress: billingAddressField(messages),
    preferred: boolean(),
  });
}
export type FlyoutEditCardFormInput = input<ReturnType<typeof flyoutEditCardFormSchema>>;
export type FlyoutEditCardFormValues = output<ReturnType<typeof flyoutEditCardFormSchema>>;

export function walletPageEditCardFormSchema(messages: WalletMessages, now: () => Date) {
  return expirationSchema(messages, now).safeExtend({
    ...walletPageNameSchema(messages).shape,
    preferred: boolean(),
  });
}
export type WalletPageEditCardFormInput = input<ReturnType<typeof walletPageEditCardFormSchema>>;
export type WalletPageEditCardFormValues = output<ReturnType<typeof walletPageEditCardFormSchema>>;
