// Pure rules of the wallet page (wallet spec §2, §5), over the cards and the service's errors.
import type { WalletCard } from '@aisle/contracts/wallet';
import { fromBillingAddress, toCardBillingAddress, type CardBillingAddress } from '@aisle/contracts';
import { isServiceError } from '@aisle/core';
import { balanceAmount, cardGroup } from '../cards/cardRules';

/**
 * A reward debit card (§2 "A preferred-card-only edit form exists for reward debit cards"): the
 * spec does not say how one is told apart, so ours is a bank card whose `binType` names the card
 * product 'REWARD_DEBIT'. Its only edit is the preferred flag, which cannot be unticked (§5).
 */
export const rewardDebitProductId = 'REWARD_DEBIT';

export function isRewardDebitCard(card: WalletCard): boolean {
  return cardGroup(card) === 'bank' && card.binType?.['card-product-id'] === rewardDebitProductId;
}

/** §2: the 'Wrong Account' dialog answers a 404 whose code says the card is not on this account. */
export function isCardNotFound(error: unknown): boolean {
  return isServiceError(error) && error.status === 404 && error.code === 'CARD_NOT_FOUND';
}

/** The total of the gift balances known so far, for 'Gift Cards ($total)'. */
export function giftCardTotal(cards: readonly WalletCard[]): number {
  return cards
    .filter((card) => cardGroup(card) === 'gift')
    .reduce((sum, card) => sum + (balanceAmount(card.balance) ?? 0), 0);
}

const noAddress: CardBillingAddress = {
  addressLines: [],
  cityTown: '',
  countryCode: 'US',
  stateProvince: '',
  postalCode: '',
};

/**
 * The billing address an edit sends: the wallet page's edit form has no address fields (§2), so
 * the card keeps its own, read from `address` or else from `billingAddress`.
 */
export function cardBillingOf(card: WalletCard): CardBillingAddress {
  if (card.address) return card.address;
  if (card.billingAddress) return toCardBillingAddress(fromBillingAddress(card.billingAddress));
  return noAddress;
}
