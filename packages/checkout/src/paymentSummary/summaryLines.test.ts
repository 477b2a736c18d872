import type { CheckoutCost, CheckoutPayment } from '@aisle/contracts/checkout';
import { walletMessages } from '@aisle/wallet';
import { describe, expect, it } from 'vitest';
import { deliveryDraft } from '../testing/fixtures';
import { costChange, hasBagFee, paymentLines, paymentName, regulatoryFeesTotal, savingsParts } from './summaryLines';

const cost = deliveryDraft.summary.cost;
const visa: CheckoutPayment = {
  id: 'visa',
  paymentType: 'BANK_CARD',
  amountToAuthorize: 1,
  lastFour: '1111',
  brand: 'VISA',
};
const gift: CheckoutPayment = {
  id: 'gift',
  paymentType: 'GIFT_CARD',
  amountToAuthorize: 53.04,
  lastFour: '0019',
  brand: 'NONE',
};
const snap: CheckoutPayment = {
  id: 'snap',
  paymentType: 'EBT',
  amountToAuthorize: 18.97,
  lastFour: '6789',
  brand: 'EBT',
};

describe('savingsParts', () => {
  it('lists the savings that apply, in the spec’s order: coupons, promo codes, store savings', () => {
    const saving: CheckoutCost = { ...cost, couponTotal: 2, promoTotal: 0, yellowTagDiscountTotal: 1.5 };
    expect(savingsParts(saving)).toEqual([
      { kind: 'coupons', amount: 2 },
      { kind: 'storeSavings', amount: 1.5 },
    ]);
  });

  it('is empty when nothing is saved', () => {
    expect(savingsParts({ ...cost, yellowTagDiscountTotal: 0 })).toEqual([]);
  });
});

describe('regulatoryFeesTotal', () => {
  it('adds the fees in whole cents', () => {
    const fees = [
      { label: 'Bottle deposit', amount: 0.1 },
      { label: 'Recycling fee', amount: 0.2 },
    ];
    expect(regulatoryFeesTotal({ ...cost, regulatoryFees: fees })).toBe(0.3);
  });
});

describe('costChange', () => {
  it('splits the change of the total into its SNAP EBT and non-SNAP shares', () => {
    const before: CheckoutCost = { ...cost, total: 50.04, ebtTotal: 17.97, nonEbtTotal: 32.07 };
    expect(costChange(cost, before)).toEqual({ total: 3, snap: 1, nonSnap: 2 });
  });

  it('is negative when the order got cheaper', () => {
    const before: CheckoutCost = { ...cost, total: 60.04, ebtTotal: 18.97, nonEbtTotal: 41.07 };
    expect(costChange(cost, before)).toEqual({ total: -7, snap: 0, nonSnap: -7 });
  });
});

describe('paymentLines', () => {
  it('takes SNAP EBT first, gift cards next and the bank card last', () => {
    const lines = paymentLines(cost, [{ ...visa, amountToAuthorize: 20 }, gift, snap]);
    expect(lines.map((line) => line.payment.id)).toEqual(['snap', 'gift', 'visa']);
  });

  it('shows a bank card beside cards covering the whole total as holding, not paying', () => {
    const [giftLine, visaLine] = paymentLines(cost, [gift, visa]);
    expect(giftLine).toMatchObject({ amount: 53.04, hold: false });
    expect(visaLine).toMatchObject({ amount: 1, hold: true });
  });

  it('shows a bank card paying what the other cards leave as paying', () => {
    const lines = paymentLines(cost, [snap, { ...visa, amountToAuthorize: 34.07 }]);
    expect(lines.map((line) => line.hold)).toEqual([false, false]);
  });

  it('never calls a lone bank card a hold', () => {
    expect(paymentLines(cost, [{ ...visa, amountToAuthorize: 53.04 }])[0]?.hold).toBe(false);
  });
});

describe('paymentName', () => {
  it('names each card as the wallet does', () => {
    expect(paymentName(visa, walletMessages)).toBe('Visa ending in 1111');
    expect(paymentName({ ...visa, brand: 'mastercard' }, walletMessages)).toBe('Mastercard ending in 1111');
    expect(paymentName({ ...visa, brand: 'SOMETHING' }, walletMessages)).toBe('Card ending in 1111');
    expect(paymentName(gift, walletMessages)).toBe('Gift card ending in 0019');
    expect(paymentName(snap, walletMessages)).toBe('SNAP EBT card ending in 6789');
  });
});

describe('hasBagFee', () => {
  it('is true only for a fee above zero', () => {
    expect(hasBagFee(cost)).toBe(false);
    expect(hasBagFee({ ...cost, bagFee: 0.25 })).toBe(true);
  });
});
