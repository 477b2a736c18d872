import type { WalletCard } from '@aisle/contracts/wallet';
import type { AppName } from '@aisle/contracts';
import { isPreferredFor } from '../cards/cardRules';

/** What an edit form starts with: the card's saved expiry, its holder's names and preferred. */
export function editCardDefaults(card: WalletCard, years: readonly string[], appName: AppName) {
  return {
    expirationMonth: card.expirationMonth ?? '',
    // A year the list does not offer (an expired card's) is left for the shopper to choose.
    expirationYear: card.expirationYear && years.includes(card.expirationYear) ? card.expirationYear : '',
    firstName: card.firstName ?? card.cardHolderFirstName ?? '',
    lastName: card.lastName ?? card.cardHolderLastName ?? '',
    preferred: isPreferredFor(card, appName),
  };
}
