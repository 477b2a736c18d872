export { walletLimits } from './limits';
export { flyoutNameSchema, walletPageNameSchema, type NameMessages } from './nameSchema';
export {
  flyoutBillingAddressSchema,
  invalidCharacters,
  walletPageBillingAddressSchema,
  type FlyoutAddressMessages,
  type WalletPageAddressMessages,
} from './billingAddressSchema';
export {
  coupleSaveAndPreferred,
  ebtCardSchema,
  expirationMonths,
  expirationSchema,
  expirationYears,
  fullExpirationYear,
  giftCardSchema,
  maskGiftCardNumber,
  type ExpirationMessages,
} from './cardSchemas';
