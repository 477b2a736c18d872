// The tip's words (checkout spec §2 "a tip button", "Select Tip Amount", "Custom Tip Amount", §5
// "Custom tip", §9 "Tips: 100% go to the delivery person").
/**
 * Strings are the spec's, quoted exactly; `{name}` marks a value filled in with `format` from
 * @aisle/ui. Entries marked "ours" are where the spec shows no wording. The failure is
 * `errorMessages.tipFailed`. Part of `checkoutMessages` (src/messages.ts); every key starts with
 * `tip`.
 */
export const tipMessages = {
  /** The tip row's label, as in the payment summary: ours. */
  tipLabel: 'Tip',
  /** The tip button: ours. */
  tipEdit: 'Edit Tip',
  /** `{amount}`: the tip now; the tip button's accessible name: ours. */
  tipEditLabel: 'Edit Tip, now {amount}',
  /** §9 "100% go to the delivery person"; the sentence is ours. */
  tipToDriver: '100% of your tip goes to your driver.',
  tipSelectTitle: 'Select Tip Amount',
  /** The suggestions' group: ours. */
  tipSuggestionsLegend: 'Tip amount',
  tipCustom: 'Custom',
  tipCustomTitle: 'Custom Tip Amount',
  /** The custom amount's field: ours. */
  tipCustomLabel: 'Tip amount',
  /** `{amount}`: the largest tip: ours. */
  tipCustomHint: 'Up to {amount}',
  /** The wallet spec's required-field form ('{…|Tip|…} is a required field', §5). */
  tipRequired: 'Tip is a required field',
  /** Over the order's max tip; `{amount}`: '$100.00': ours. */
  tipOverMax: 'The most you can tip on this order is {amount}.',
  /** ours. */
  tipSave: 'Save Tip',
  /** ours. */
  tipSaving: 'Saving',
  /** 'Custom' chosen: on to the custom amount: ours. */
  tipContinue: 'Continue',
  /** ours. */
  tipCancel: 'Cancel',
};
