// The promo codes' words (checkout spec §2 "Order summary with promo codes", §5, §8).
/**
 * Strings are the spec's, quoted exactly; `{name}` marks a value filled in with `format` from
 * @aisle/ui. Entries marked "ours" are where the spec shows no wording. The add and remove
 * failures are `errorMessages` (`promoAddFailed`, `promoRemoveFailed`). Part of `checkoutMessages`
 * (src/messages.ts); every key starts with `promoCode`.
 */
export const promoCodeMessages = {
  promoCodeLabel: 'Promo code',
  promoCodeRequired: 'You must enter a promo code',
  /** §5 "max 128 characters"; its message is ours. */
  promoCodeTooLong: 'A promo code is at most 128 characters.',
  /** ours. */
  promoCodeApply: 'Apply',
  /** ours. */
  promoCodeApplying: 'Applying',
  /** The list of applied codes: ours. */
  promoCodeApplied: 'Applied promo codes',
  /** `{amount}`: what the code saves, '$5.00': ours. */
  promoCodeSaving: 'You save {amount}',
  /** ours. */
  promoCodeRemove: 'Remove',
  /** ours. */
  promoCodeRemoving: 'Removing',
  /** The Remove button's accessible name; `{code}`: the code: ours. */
  promoCodeRemoveLabel: 'Remove promo code {code}',
};
