// Which cards pay for the order (wallet spec §4 "Flyout"): the default choice after the cards
// load, toggling, and telling whether the flyout's choice differs from checkout's.
import type { WalletCard } from '@aisle/contracts/wallet';
import type { AppName } from '@aisle/contracts';
import { balanceAmount, cardGroup, isPreferredFor, type OrderInfo } from './cardRules';

/**
 * §4: one bank card — the one preferred for this app, else the first non-expired, else the first —
 * plus the first EBT card when the order has SNAP-eligible items and an EBT total above 0. Gift
 * cards start unselected. An expired preferred card is kept only in this initial choice.
 */
export function defaultSelection(
  cards: readonly WalletCard[],
  { appName, orderInfo, ebtPaymentTotal }: { appName: AppName; orderInfo?: OrderInfo; ebtPaymentTotal?: number },
): WalletCard[] {
  const bankCards = cards.filter((card) => cardGroup(card) === 'bank');
  const bank =
    bankCards.find((card) => isPreferredFor(card, appName)) ?? bankCards.find((card) => !card.expired) ?? bankCards[0];
  const ebtTotal = ebtPaymentTotal ?? orderInfo?.ebtTotalFromCheckout ?? 0;
  const ebt =
    orderInfo?.hasSnapEligibleItems && ebtTotal > 0 ? cards.find((card) => cardGroup(card) === 'ebt') : undefined;
  return [bank, ebt].filter((card): card is WalletCard => card !== undefined);
}

/** §4: choosing a bank card replaces the bank card; EBT and gift cards toggle. */
export function toggleSelection(selected: readonly WalletCard[], card: WalletCard): WalletCard[] {
  if (cardGroup(card) === 'bank') return [...selected.filter((chosen) => cardGroup(chosen) !== 'bank'), card];
  return selected.some((chosen) => chosen.id === card.id)
    ? selected.filter((chosen) => chosen.id !== card.id)
    : [...selected, card];
}

/** §4: a selection changed when the counts or the ids of the two differ. */
export function selectionChanged(before: readonly WalletCard[], after: readonly WalletCard[]): boolean {
  if (before.length !== after.length) return true;
  const ids = new Set(before.map((card) => card.id));
  return after.some((card) => !ids.has(card.id));
}

/** §4: Confirm needs at least one bank card. */
export const hasBankCard = (selected: readonly WalletCard[]) => selected.some((card) => cardGroup(card) === 'bank');

/** Keeps the selection in step with the cards as they now are (balances, edits) and drops deleted ones. */
export function refreshSelection(selected: readonly WalletCard[], cards: readonly WalletCard[]): WalletCard[] {
  return selected.flatMap((chosen) => {
    const current = cards.find((card) => card.id === chosen.id);
    // An unsaved card lives only in the selection: keep it.
    if (!current) return chosen.saved === false ? [chosen] : [];
    return [current];
  });
}

/** The EBT amount a selection can pay: the EBT card's balance, capped by the order's EBT total. */
export function ebtPaymentTotal(selected: readonly WalletCard[], orderInfo?: OrderInfo): number {
  const ebt = selected.find((card) => cardGroup(card) === 'ebt');
  if (!ebt || !orderInfo?.ebtTotalFromCheckout) return 0;
  const balance = balanceAmount(ebt.balance);
  return balance === undefined ? orderInfo.ebtTotalFromCheckout : Math.min(balance, orderInfo.ebtTotalFromCheckout);
}
