// The card fields both the payment flyout and the wallet page ask for, each group once.
export { EbtCardNumberField } from './EbtCardNumberField';
export { BillingAddressInputs, type BillingAddressInput } from './BillingAddressInputs';
export { ExpirationFields } from './ExpirationFields';
export { GiftCardFields } from './GiftCardFields';
export { HolderNameFields } from './HolderNameFields';
