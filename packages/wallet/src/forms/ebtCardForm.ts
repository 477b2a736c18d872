// Add SNAP EBT Card (wallet spec §5 "Cards"): the card number; no address is asked for. The
// flyout also offers 'Save this card'; the wallet page picks the kind with its Payment Type.
import { boolean, literal } from 'zod';
import type { input, output } from 'zod';
import type { WalletMessages } from '../messages';
import { ebtCardSchema } from './cardSchemas';

export function flyoutEbtCardFormSchema(messages: WalletMessages) {
  return ebtCardSchema(messages).extend({ save: boolean() });
}
export type FlyoutEbtCardFormInput = input<ReturnType<typeof flyoutEbtCardFormSchema>>;
export type FlyoutEbtCardFormValues = output<ReturnType<typeof flyoutEbtCardFormSchema>>;

export function walletPageEbtCardFormSchema(messages: WalletMessages) {
  return ebtCardSchema(messages).extend({ paymentType: literal('EBT_CARD') });
}
