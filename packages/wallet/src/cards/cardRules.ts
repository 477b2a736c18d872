// The card rules of wallet spec §4 ("Flyout", "Balance checks", "Disabled cards"): pure functions
// over the cards, shared by the flyout, the checkout card box and the wallet page.
import type { WalletCard } from '@aisle/contracts/wallet';
import { type AppName, parseBalance } from '@aisle/contracts';

/** The flyout's three groups: bank (BANK_CARD and CREDIT_CARD), SNAP EBT and gift cards. */
export type CardGroup = 'bank' | 'ebt' | 'gift';

export function cardGroup(card: Pick<WalletCard, 'cardType'>): CardGroup {
  if (card.cardType === 'EBT_CARD') return 'ebt';
  if (card.cardType === 'GIFT_CARD') return 'gift';
  return 'bank';
}

/** Wallet mode manages cards; checkout mode selects the ones that pay. */
export type WalletMode = 'wallet' | 'checkout';

/** The pharmacy apps, where cards are shown but not chosen (§4) and no fraud script loads. */
export const pharmacyApps: readonly AppName[] = ['RXWEB', 'EPRN'];
export const isPharmacyApp = (appName: AppName) => pharmacyApps.includes(appName);

/** Whether the card is the preferred one for this app. */
export function isPreferredFor(card: WalletCard, appName: AppName): boolean {
  return card.defaultApplications.length > 0 ? card.defaultApplications.includes(appName) : card.preferred;
}

/** The preferred card first (§4), the rest in the service's order. */
export function sortCards(cards: readonly WalletCard[], appName: AppName): WalletCard[] {
  const preferred = cards.filter((card) => isPreferredFor(card, appName));
  return [...preferred, ...cards.filter((card) => !preferred.includes(card))];
}

/** The amount of a balance such as 'USD 25.00'; undefined while none is known. */
export const balanceAmount = (balance: string | undefined) => parseBalance(balance) ?? undefined;

export const hasBalance = (card: WalletCard) => balanceAmount(card.balance) !== undefined;

/** §4: a card newly made preferred clears the flag on the other cards of its kind, for this app. */
export function withPreferred(cards: readonly WalletCard[], preferred: WalletCard, appName: AppName): WalletCard[] {
  const group = cardGroup(preferred);
  return cards.map((card) => {
    if (card.id === preferred.id) {
      const apps = card.defaultApplications.includes(appName)
        ? card.defaultApplications
        : [...card.defaultApplications, appName];
      return { ...card, ...preferred, preferred: true, defaultApplications: apps };
    }
    if (cardGroup(card) !== group) return card;
    return {
      ...card,
      preferred: false,
      defaultApplications: card.defaultApplications.filter((app) => app !== appName),
    };
  });
}

export interface OrderInfo {
  total: number;
  hasSnapEligibleItems?: boolean;
  ebtTotalFromCheckout?: number;
}

/**
 * §4: the order total is met when the selected gift card balances plus the EBT payment total reach
 * it. Never in wallet mode.
 */
export function isOrderTotalMet(
  selected: readonly WalletCard[],
  { mode, orderInfo, ebtPaymentTotal = 0 }: { mode: WalletMode; orderInfo?: OrderInfo; ebtPaymentTotal?: number },
): boolean {
  if (mode === 'wallet' || !orderInfo) return false;
  const gift = selected
    .filter((card) => cardGroup(card) === 'gift')
    .reduce((sum, card) => sum + (balanceAmount(card.balance) ?? 0), 0);
  return gift + ebtPaymentTotal >= orderInfo.total;
}

/** §4 "Disabled cards": zero-balance gift cards, expired cards, and unselected gift cards once the total is met. */
export function isCardDisabled(card: WalletCard, { selected, totalMet }: { selected: boolean; totalMet: boolean }) {
  if (card.expired) return true;
  if (cardGroup(card) !== 'gift') return false;
  if (balanceAmount(card.balance) === 0) return true;
  // A gift card with no balance known cannot be counted towards the order.
  if (!hasBalance(card) && !selected) return true;
  return totalMet && !selected;
}

/** §4: pharmacy apps and wallet mode show no selection controls or actions menu on non-expired cards. */
export function showsControls(card: WalletCard, { mode, appName }: { mode: WalletMode; appName: AppName }) {
  if (card.expired) return true;
  return mode !== 'wallet' && !isPharmacyApp(appName);
}

/** §4: "a card can be edited unless it is an EBT card or otherwise ineligible": gift cards have nothing to edit. */
export const canEdit = (card: WalletCard) => cardGroup(card) === 'bank';

/** §4: a card can be deleted unless it is selected; an EBT card only once its balance is known. */
export function canDelete(card: WalletCard, selectedIds: ReadonlySet<string>): boolean {
  if (selectedIds.has(card.id)) return false;
  return cardGroup(card) !== 'ebt' || hasBalance(card);
}

/** §4: Check Balance is offered only for an EBT card without a balance. */
export const offersCheckBalance = (card: WalletCard) => cardGroup(card) === 'ebt' && !hasBalance(card);
