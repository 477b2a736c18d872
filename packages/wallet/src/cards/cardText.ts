import type { CardBrand, WalletCard } from '@aisle/contracts/wallet';
import { parseBalance } from '@aisle/contracts';
import { formatMoney } from '@aisle/core/format';
import { format } from '@aisle/ui';
import type { WalletMessages } from '../messages';
import { cardGroup } from './cardRules';

const brandKeys: Record<CardBrand, keyof WalletMessages> = {
  VISA: 'brandVisa',
  MASTERCARD: 'brandMastercard',
  AMEX: 'brandAmex',
  DISCOVER: 'brandDiscover',
  DINERS: 'brandDiners',
  JCB: 'brandJcb',
  UNIONPAY: 'brandUnionpay',
  EBT: 'brandOther',
  NONE: 'brandOther',
};

/** The card's name as the shopper knows it: 'Visa ending in 1111', 'Gift card ending in 0019'. */
export function cardName(card: WalletCard, messages: WalletMessages): string {
  const lastFour = card.lastFourPan;
  switch (cardGroup(card)) {
    case 'ebt':
      return format(messages.ebtCardDescription, { lastFour });
    case 'gift':
      return format(messages.giftCardDescription, { lastFour });
    default:
      return format(messages.cardDescription, { brand: messages[brandKeys[card.brand]], lastFour });
  }
}

/** 'Expires 08/2030', or 'Expired'; nothing for cards without an expiry. */
export function cardExpiry(card: WalletCard, messages: WalletMessages): string | undefined {
  if (card.expired) return messages.cardExpired;
  if (!card.expirationMonth || !card.expirationYear) return undefined;
  return format(messages.cardExpiresOn, { month: card.expirationMonth, year: card.expirationYear });
}

/** 'Balance: $25.00' once a balance is known. */
export function cardBalance(balance: string | undefined, messages: WalletMessages): string | undefined {
  const amount = parseBalance(balance);
  return amount === null ? undefined : format(messages.cardBalance, { balance: formatMoney(amount) });
}
