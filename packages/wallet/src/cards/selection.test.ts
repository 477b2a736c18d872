import { describe, expect, it } from 'vitest';
import {
  discover,
  ebtCard,
  ebtCardWithBalance,
  expiredMastercard,
  giftCard,
  preferredVisa,
  sampleCard,
} from '../testing/fixtures';
import { defaultSelection, ebtPaymentTotal, refreshSelection, selectionChanged, toggleSelection } from './selection';

const ids = (cards: readonly { id: string }[]) => cards.map((card) => card.id);
const snapOrder = { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 20 };

describe('given cards just loaded (§4 default selection)', () => {
  it('chooses the card preferred for this app', () => {
    expect(ids(defaultSelection([discover, preferredVisa], { appName: 'CLICKLIST' }))).toEqual([preferredVisa.id]);
  });

  it('else the first card that has not expired', () => {
    expect(ids(defaultSelection([expiredMastercard, discover], { appName: 'CLICKLIST' }))).toEqual([discover.id]);
  });

  it('else the first card, expired or not', () => {
    expect(ids(defaultSelection([expiredMastercard], { appName: 'CLICKLIST' }))).toEqual([expiredMastercard.id]);
  });

  it('keeps an expired preferred card in this initial choice', () => {
    const expiredPreferred = { ...expiredMastercard, defaultApplications: ['CLICKLIST' as const] };
    expect(ids(defaultSelection([discover, expiredPreferred], { appName: 'CLICKLIST' }))).toEqual([
      expiredPreferred.id,
    ]);
  });

  it('adds the first EBT card only for SNAP-eligible items with an EBT total above 0', () => {
    const cards = [preferredVisa, ebtCard, giftCard];
    expect(ids(defaultSelection(cards, { appName: 'CLICKLIST', orderInfo: snapOrder }))).toEqual([
      preferredVisa.id,
      ebtCard.id,
    ]);
    expect(
      ids(defaultSelection(cards, { appName: 'CLICKLIST', orderInfo: { ...snapOrder, ebtTotalFromCheckout: 0 } })),
    ).toEqual([preferredVisa.id]);
    expect(
      ids(defaultSelection(cards, { appName: 'CLICKLIST', orderInfo: { ...snapOrder, hasSnapEligibleItems: false } })),
    ).toEqual([preferredVisa.id]);
  });

  it('never starts with a gift card', () => {
    expect(ids(defaultSelection([giftCard], { appName: 'CLICKLIST', orderInfo: snapOrder }))).toEqual([]);
  });
});

describe('given a selection', () => {
  it('a bank card replaces the bank card', () => {
    expect(ids(toggleSelection([preferredVisa, giftCard], discover))).toEqual([giftCard.id, discover.id]);
  });

  it('EBT and gift cards toggle', () => {
    expect(ids(toggleSelection([preferredVisa], giftCard))).toEqual([preferredVisa.id, giftCard.id]);
    expect(ids(toggleSelection([preferredVisa, giftCard], giftCard))).toEqual([preferredVisa.id]);
    expect(ids(toggleSelection([preferredVisa, ebtCard], ebtCard))).toEqual([preferredVisa.id]);
  });

  it('is changed when the counts or the ids differ, not the order', () => {
    expect(selectionChanged([preferredVisa, giftCard], [giftCard, preferredVisa])).toBe(false);
    expect(selectionChanged([preferredVisa], [preferredVisa, giftCard])).toBe(true);
    expect(selectionChanged([preferredVisa], [discover])).toBe(true);
  });

  it('follows the cards as they change, keeping unsaved cards and dropping deleted ones', () => {
    const unsaved = sampleCard({ id: 'unsaved', saved: false });
    const refreshed = refreshSelection([ebtCard, discover, unsaved], [ebtCardWithBalance]);
    expect(refreshed).toEqual([ebtCardWithBalance, unsaved]);
  });

  it('pays with EBT up to its balance and the order’s EBT total', () => {
    expect(ebtPaymentTotal([ebtCardWithBalance], snapOrder)).toBe(20);
    expect(ebtPaymentTotal([{ ...ebtCard, balance: 'USD 5.00' }], snapOrder)).toBe(5);
    expect(ebtPaymentTotal([preferredVisa], snapOrder)).toBe(0);
  });
});
