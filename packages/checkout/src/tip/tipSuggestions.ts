import type { CheckoutGratuity } from '@aisle/contracts/checkout';

/** The suggested amounts to offer: no zero (checkout spec §5), each once, smallest first. */
export function tipSuggestions(gratuity: Pick<CheckoutGratuity, 'suggestions'>): number[] {
  return [...new Set(gratuity.suggestions.filter((amount) => amount > 0))].sort((a, b) => a - b);
}
