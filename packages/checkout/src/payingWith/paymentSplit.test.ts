import { ebtCard, ebtCardWithBalance, giftCard, preferredVisa, sampleCard } from '@aisle/wallet/testing';
import { describe, expect, it } from 'vitest';
import { ebtPays, paymentMethodsFor, paymentUpdates, paysNothingByBankCard, splitPayment } from './paymentSplit';

const secondGiftCard = sampleCard({ id: 'card-gift-2', cardType: 'GIFT_CARD', brand: 'NONE', balance: 'USD 10.00' });

describe('given a bank card alone', () => {
  it('the bank card pays the whole total', () => {
    const split = splitPayment([preferredVisa], { total: 53.04, ebtAmount: 0 });
    expect(paymentUpdates(split)).toEqual([{ id: preferredVisa.id, paymentType: 'BANK_CARD', amount: 53.04 }]);
    expect(ebtPays(split)).toBe(false);
  });
});

describe('given SNAP EBT and gift cards beside the bank card', () => {
  it('SNAP EBT pays its amount, gift cards their balances, the bank card what they leave', () => {
    const split = splitPayment([preferredVisa, ebtCardWithBalance, giftCard], { total: 53.04, ebtAmount: 18.97 });
    expect(paymentUpdates(split)).toEqual([
      { id: preferredVisa.id, paymentType: 'BANK_CARD', amount: 9.07 },
      { id: ebtCardWithBalance.id, paymentType: 'EBT', balance: 123.45, amount: 18.97 },
      { id: giftCard.id, paymentType: 'GIFT_CARD', balance: 25, amount: 25 },
    ]);
  });

  it('adds up to the total in cents, with no float residue', () => {
    const split = splitPayment([preferredVisa, ebtCard], { total: 0.3, ebtAmount: 0.1 });
    expect(split.bank?.amount).toBe(0.2);
    expect(split.ebt?.amount).toBe(0.1);
  });

  it('sends a SNAP EBT balance not yet checked as null', () => {
    const [, ebt] = paymentUpdates(splitPayment([preferredVisa, ebtCard], { total: 20, ebtAmount: 5 }));
    expect(ebt).toEqual({ id: ebtCard.id, paymentType: 'EBT', balance: null, amount: 5 });
  });

  it('once gift cards cover the order, the next pays nothing and the bank card $0: the $1 hold', () => {
    const split = splitPayment([preferredVisa, giftCard, secondGiftCard], { total: 30, ebtAmount: 0 });
    expect(split.gifts.map((share) => share.amount)).toEqual([25, 5]);
    expect(split.bank?.amount).toBe(0);
    expect(paysNothingByBankCard(split)).toBe(true);
  });

  it('never asks SNAP EBT for more than the total', () => {
    const split = splitPayment([preferredVisa, ebtCardWithBalance], { total: 10, ebtAmount: 18.97 });
    expect(split.ebt?.amount).toBe(10);
    expect(split.bank?.amount).toBe(0);
  });
});

describe('given the activation payload', () => {
  it('lists each paying card with its amount, and leaves out a gift card with nothing to pay', () => {
    const split = splitPayment([preferredVisa, giftCard, secondGiftCard], { total: 20, ebtAmount: 0 });
    expect(paymentMethodsFor(split)).toEqual({
      bankCards: [{ card: { id: preferredVisa.id }, amount: 0 }],
      ebtCards: [],
      giftCards: [{ card: { id: giftCard.id }, amount: 20 }],
    });
  });

  it('carries the SNAP program and the encrypted PIN when SNAP EBT pays', () => {
    const split = splitPayment([preferredVisa, ebtCard], { total: 53.04, ebtAmount: 18.97 });
    expect(paymentMethodsFor(split, 'sealed-pin').ebtCards).toEqual([
      { card: { id: ebtCard.id }, amount: 18.97, program: 'SNAP', encryptedPin: 'sealed-pin' },
    ]);
  });

  it('refuses a SNAP EBT payment without its PIN', () => {
    const split = splitPayment([preferredVisa, ebtCard], { total: 53.04, ebtAmount: 18.97 });
    expect(() => paymentMethodsFor(split)).toThrow();
  });
});
