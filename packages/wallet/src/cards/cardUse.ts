// Whether chosen cards can pay (wallet spec §5 "Cards"): the messages a card raises when it is
// used, not when it is listed. Pure, so the flyout's Confirm and the checkout card box agree.
import type { WalletCard } from '@aisle/contracts/wallet';
import type { WalletMessages } from '../messages';
import { cardGroup } from './cardRules';
import { hasBankCard } from './selection';

export type CardUseMessages = Pick<WalletMessages, 'cardExpiredOnUse' | 'billingAddressNeeded' | 'cardRequired'>;

/**
 * Why a card cannot pay, or undefined when it can: 'This card has expired. …' (an expired preferred
 * card stays in the first choice, §4), then 'Please enter a billing address in order to use this
 * credit card.' for a credit or debit card the service holds no billing address for (SNAP EBT and
 * gift cards need none).
 */
export function cardUseProblem(card: WalletCard, messages: CardUseMessages): string | undefined {
  if (card.expired) return messages.cardExpiredOnUse;
  if (cardGroup(card) === 'bank' && !card.address && !card.billingAddress) return messages.billingAddressNeeded;
  return undefined;
}

/** What stops a selection from paying: no bank card ('You must select a card …'), else its first card's problem. */
export function selectionProblem(selected: readonly WalletCard[], messages: CardUseMessages): string | undefined {
  if (!hasBankCard(selected)) return messages.cardRequired;
  for (const card of selected) {
    const problem = cardUseProblem(card, messages);
    if (problem) return problem;
  }
  return undefined;
}
