import type { CheckoutGratuity, CheckoutModality } from '@aisle/contracts/checkout';
import { fromCents } from '@aisle/contracts';

/** The largest tip an order takes (the spec has a maximum and leaves it out). */
export const maxTipCents = 10_000;

const suggestedPercents = [10, 15, 20];
const smallestSuggestionCents = 200;

/**
 * The tip's rules (§3 "Tip"): only a delivery order takes one, as it all goes to the driver (a
 * ship order has none: a parcel carrier brings it). The suggestions are 10, 15 and 20% of the items
 * after savings, rounded up to whole dollars, never under $2 and never the same twice, so none is
 * zero.
 */
export function gratuityOf(modality: CheckoutModality, itemsCents: number): CheckoutGratuity {
  if (modality !== 'DELIVERY') return { modifiable: false, maxTip: 0, suggestions: [] };
  const suggestions: number[] = [];
  for (const percent of suggestedPercents) {
    const dollars = Math.max(smallestSuggestionCents, Math.ceil((itemsCents * percent) / 10_000) * 100);
    const previous = suggestions.at(-1) ?? 0;
    suggestions.push(Math.min(maxTipCents, Math.max(dollars, previous + 100)));
  }
  return { modifiable: true, maxTip: fromCents(maxTipCents), suggestions: [...new Set(suggestions)].map(fromCents) };
}

/**
 * The tip as the shopper chose it (§3 "Tip"): a suggestion (tipValue) or their own amount
 * (otherValue), both null without a tip. The order keeps the amount alone, not which was pressed,
 * so an own amount equal to a suggestion reads as the suggestion.
 */
export function tipChoice(gratuityCents: number, gratuity: CheckoutGratuity) {
  const tip = gratuityCents > 0 ? fromCents(gratuityCents) : null;
  const suggested = tip !== null && gratuity.suggestions.includes(tip);
  return { tipValue: suggested ? tip : null, otherValue: suggested ? null : tip };
}
