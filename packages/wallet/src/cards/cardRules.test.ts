import { describe, expect, it } from 'vitest';
import {
  discover,
  ebtCard,
  ebtCardWithBalance,
  emptyGiftCard,
  expiredMastercard,
  giftCard,
  preferredVisa,
} from '../testing/fixtures';
import {
  balanceAmount,
  canDelete,
  canEdit,
  cardGroup,
  isCardDisabled,
  isOrderTotalMet,
  offersCheckBalance,
  showsControls,
  sortCards,
  withPreferred,
} from './cardRules';

describe('given the card kinds of §3', () => {
  it('groups bank and credit cards together, EBT and gift cards apart', () => {
    expect(cardGroup({ cardType: 'BANK_CARD' })).toBe('bank');
    expect(cardGroup({ cardType: 'CREDIT_CARD' })).toBe('bank');
    expect(cardGroup({ cardType: 'EBT_CARD' })).toBe('ebt');
    expect(cardGroup({ cardType: 'GIFT_CARD' })).toBe('gift');
  });

  it('reads balances written as the service writes them', () => {
    expect(balanceAmount('USD 25.00')).toBe(25);
    expect(balanceAmount('$1,234.50')).toBe(1234.5);
    expect(balanceAmount('USD 0.00')).toBe(0);
    expect(balanceAmount(undefined)).toBeUndefined();
    expect(balanceAmount('pending')).toBeUndefined();
  });
});

describe('given cards with a preferred one', () => {
  it('lists the card preferred for this app first', () => {
    expect(sortCards([discover, preferredVisa], 'CLICKLIST').map((card) => card.id)).toEqual([
      preferredVisa.id,
      discover.id,
    ]);
    // Preferred in CLICKLIST only: in MEMBERSHIP the order stays.
    expect(sortCards([discover, preferredVisa], 'MEMBERSHIP').map((card) => card.id)).toEqual([
      discover.id,
      preferredVisa.id,
    ]);
  });

  it('after another card is made preferred, the flag leaves the others of its kind only', () => {
    const cards = withPreferred([preferredVisa, discover, giftCard], discover, 'CLICKLIST');
    expect(cards.find((card) => card.id === discover.id)).toMatchObject({
      preferred: true,
      defaultApplications: ['CLICKLIST'],
    });
    expect(cards.find((card) => card.id === preferredVisa.id)).toMatchObject({
      preferred: false,
      defaultApplications: [],
    });
    expect(cards.find((card) => card.id === giftCard.id)).toEqual(giftCard);
  });
});

describe('given an order and its total (§4 balance checks)', () => {
  const orderInfo = { total: 40, hasSnapEligibleItems: true, ebtTotalFromCheckout: 20 };

  it('counts the total as met when selected gift balances plus the EBT payment reach it', () => {
    expect(isOrderTotalMet([giftCard], { mode: 'checkout', orderInfo, ebtPaymentTotal: 15 })).toBe(true);
    expect(isOrderTotalMet([giftCard], { mode: 'checkout', orderInfo, ebtPaymentTotal: 14.99 })).toBe(false);
  });

  it('never in wallet mode', () => {
    expect(isOrderTotalMet([giftCard], { mode: 'wallet', orderInfo, ebtPaymentTotal: 100 })).toBe(false);
  });
});

describe('given the disabled-card rules', () => {
  it('disables expired cards and zero-balance gift cards', () => {
    expect(isCardDisabled(expiredMastercard, { selected: false, totalMet: false })).toBe(true);
    expect(isCardDisabled(emptyGiftCard, { selected: false, totalMet: false })).toBe(true);
    expect(isCardDisabled(preferredVisa, { selected: false, totalMet: true })).toBe(false);
  });

  it('disables an unselected gift card once the total is met, but not a selected one', () => {
    expect(isCardDisabled(giftCard, { selected: false, totalMet: true })).toBe(true);
    expect(isCardDisabled(giftCard, { selected: true, totalMet: true })).toBe(false);
    expect(isCardDisabled(giftCard, { selected: false, totalMet: false })).toBe(false);
  });

  it('disables a gift card whose balance is unknown', () => {
    expect(isCardDisabled({ ...giftCard, balance: undefined }, { selected: false, totalMet: false })).toBe(true);
  });
});

describe('given the per-card actions', () => {
  it('hides controls in wallet mode and the pharmacy apps, except on expired cards', () => {
    expect(showsControls(preferredVisa, { mode: 'checkout', appName: 'CLICKLIST' })).toBe(true);
    expect(showsControls(preferredVisa, { mode: 'wallet', appName: 'CLICKLIST' })).toBe(false);
    expect(showsControls(preferredVisa, { mode: 'checkout', appName: 'RXWEB' })).toBe(false);
    expect(showsControls(preferredVisa, { mode: 'checkout', appName: 'EPRN' })).toBe(false);
    expect(showsControls(expiredMastercard, { mode: 'wallet', appName: 'EPRN' })).toBe(true);
  });

  it('edits bank cards only', () => {
    expect(canEdit(preferredVisa)).toBe(true);
    expect(canEdit(ebtCard)).toBe(false);
    expect(canEdit(giftCard)).toBe(false);
  });

  it('deletes a card unless it is selected, and an EBT card only once its balance is known', () => {
    expect(canDelete(discover, new Set())).toBe(true);
    expect(canDelete(discover, new Set([discover.id]))).toBe(false);
    expect(canDelete(ebtCard, new Set())).toBe(false);
    expect(canDelete(ebtCardWithBalance, new Set())).toBe(true);
  });

  it('offers Check Balance only for an EBT card without a balance', () => {
    expect(offersCheckBalance(ebtCard)).toBe(true);
    expect(offersCheckBalance(ebtCardWithBalance)).toBe(false);
    expect(offersCheckBalance(giftCard)).toBe(false);
  });
});
