export { PromoCodes, type PromoCodesProps } from './PromoCodes';
export {
  promoCodeMaxLength,
  promoCodeSchema,
  type PromoCodeFormMessages,
  type PromoCodeInput,
  type PromoCodeValues,
} from './promoCodeForm';
export { promoCodeMessages } from './promoCodeMessages';
