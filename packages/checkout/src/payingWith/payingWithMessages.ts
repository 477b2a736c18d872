// The Paying With block's words (checkout spec §2 "Payment page", §4, §5 "SNAP EBT amount"; wallet
// spec §8 "Payment methods update failure", "Card-not-accepted").
/**
 * Strings are the spec's, quoted exactly; `{name}` marks a value filled in with `format` from
 * @aisle/ui. Entries marked "ours" are where the spec shows no wording. The card box and the
 * flyout speak the wallet's words; the update failure, the expired card, the backup card and the
 * PIN errors are `errorMessages`. Part of `checkoutMessages` (src/messages.ts); every key starts
 * with `payingWith`.
 */
export const payingWithMessages = {
  payingWithTitle: 'Paying With',

  // The SNAP EBT amount (§5).
  /** The field's label: ours. */
  payingWithSnapAmountLabel: 'Amount to charge to SNAP EBT',
  /** `{amount}`: the most it can be, the lesser of the SNAP balance and the SNAP-eligible total: ours. */
  payingWithSnapAmountHint: 'Up to {amount}',
  payingWithSnapAmountRequired: 'Amount is required',
  /** `{amount}`: '$0.01'. */
  payingWithSnapAmountMinimum: 'The minimum amount you can charge to your SNAP EBT card is {amount}',
  /** `{amount}`: the lesser of the SNAP balance and the order's SNAP-eligible total. */
  payingWithSnapAmountMaximum: 'The maximum amount you can charge to your SNAP EBT card is {amount}',
  /** ours. */
  payingWithSnapAmountApply: 'Update Amount',
  /** ours. */
  payingWithSnapAmountApplying: 'Updating',

  /** §4: no bank card amount is charged, a $1 hold is; `{amount}`: '$1.00': ours. */
  payingWithHoldNote:
    'Your other payment methods cover this order. We will place a {amount} hold on your credit or debit card; it is not a charge.',

  // A failed payment update (§4).
  /** The payments-update-failed modal's title: ours (its text is `paymentsUpdateFailed`). */
  payingWithUpdateFailedTitle: 'Payment Not Updated',
  /** With SNAP EBT chosen, under 'Something went wrong' (Try Again / Remove Card): ours. */
  payingWithSnapUpdateFailed:
    "We couldn't add your SNAP EBT card to this order. Try again, or remove the card to pay with your other payment methods.",
  /** ours. */
  payingWithClose: 'Close',

  // '{card type} is not accepted for {fulfillment} at this time.' (`cardNotAccepted`): the words
  // filled in, ours.
  payingWithSnapEbt: 'SNAP EBT',
  payingWithGiftCard: 'Gift card',
  payingWithDelivery: 'delivery',
  payingWithPickup: 'pickup',
  payingWithShip: 'shipping',

  // 'Enter Your SNAP EBT PIN' (§2 "Modals").
  payingWithPinTitle: 'Enter Your SNAP EBT PIN',
  /** `{card}`: 'SNAP EBT card ending in 6789'; `{amount}`: '$18.97': ours. */
  payingWithPinIntro: 'Enter the PIN of your {card} to pay {amount} with SNAP EBT.',
  /** ours. */
  payingWithPinCancel: 'Cancel',
};
