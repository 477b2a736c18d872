export { walletLimits } from './limits';
export { flyoutNameSchema, walletPageNameSchema } from './nameSchema';
export { flyoutBillingAddressSchema, invalidCharacters, walletPageBillingAddressSchema } from './billingAddressSchema';
export {
  coupleSaveAndPreferred,
  ebtCardSchema,
  expirationMonths,
  expirationSchema,
  expirationYears,
  fullExpirationYear,
  giftCardSchema,
  maskGiftCardNumber,
} from './cardSchemas';
