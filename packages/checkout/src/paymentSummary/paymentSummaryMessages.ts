// The payment summary panel's words (checkout spec §2 "Payment summary panel"). Strings the spec
// quotes are kept exactly; entries marked "ours" are where the spec names a row or a note without
// its wording. `{name}` marks a value filled in with `format` from @aisle/ui. The cards' names are
// the wallet's ('Visa ending in 1111'), so a card reads the same in the card box and here.
export const paymentSummaryMessages = {
  summaryTitle: 'Payment Summary',
  /** The subtotal with its item count, one item: ours. */
  summarySubtotalOne: 'Subtotal (1 item)',
  /** The subtotal with its item count, `{count}` items: ours. */
  summarySubtotal: 'Subtotal ({count} items)',
  /** The expandable row of coupons, promo codes and store savings: ours. */
  summarySavings: 'Savings',
  /** ours (the spec's "coupon total"). */
  summaryCoupons: 'Coupons',
  /** ours (the spec's "promo total"). */
  summaryPromos: 'Promo Codes',
  /** ours (the spec's "store savings"). */
  summaryStoreSavings: 'Store Savings',
  /** ours (the spec's "Sales tax"). */
  summarySalesTax: 'Sales Tax',
  /** Sales tax not known yet. */
  summaryTaxTbd: 'TBD',
  /** ours (the spec's "Service fee"). */
  summaryServiceFee: 'Service Fee',
  /** ours (the spec's "regulatory fees"). */
  summaryRegulatoryFees: 'Regulatory Fees',
  /** ours (the spec's "Tip"). */
  summaryTip: 'Tip',
  /** Inside the tip section (§9 "Tips: 100% go to the delivery person"): ours. */
  summaryTipNote: '100% of your tip goes to the person who delivers your order.',
  /** ours (the spec's "Estimated total", in the capitals of 'New Estimated Total'). */
  summaryEstimatedTotal: 'Estimated Total',
  summaryNewEstimatedTotal: 'New Estimated Total',
  /** Marks the estimated total when a bag fee applies, and starts the bag fee disclaimer. */
  summaryBagFeeMark: '*',
  /** The bag fee disclaimer, after the mark; `{amount}`: the bag fee: ours. */
  summaryBagFeeDisclaimer: 'Your estimated total includes a {amount} bag fee required by local law.',
  /** Under the bag fee disclaimer when the store's state bans single-use plastic bags: ours. */
  summaryBagBanDisclaimer:
    'Single-use plastic bags are banned where your order is prepared, so it comes in paper or reusable bags.',
  /** When modifying, what the order cost before: ours. */
  summaryPreviousTotal: 'Previous Order Total',
  summaryCostChange: 'Cost Change',
  /** The SNAP-eligible share of the cost change: ours. */
  summarySnapChange: 'SNAP EBT',
  /** The rest of the cost change: ours. */
  summaryNonSnapChange: 'Non-SNAP',
  /** A rise in cost, `{amount}` formatted: ours. */
  summaryIncrease: '+{amount}',
  /** The payment split's heading: ours. */
  summaryPaymentsTitle: 'Paying With',
  /** A bank card that only verifies while other cards pay (§4 "$1 hold"), `{amount}`: ours. */
  summaryHoldAmount: '{amount} hold',
  /** Under that card: ours. */
  summaryHoldNote:
    'Your other cards pay for this order in full. This card only has a temporary {amount} hold to verify it and is not charged.',
  /** The price-estimate disclaimer (§2): ours. */
  summaryEstimateDisclaimer:
    'Prices are estimates. Your final amount is set when you receive your order, and any extra is charged to your card.',
};
