import type { Checkout } from '@aisle/contracts/checkout';
import { modifyCheckoutRequest } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { placedDelivery } from '../testing/fixtures';
import { modifyRequestOf, snapAuthorised } from './modifyRequest';

// §3 "Modify submission body" and §4 "Modify submit" step 2.
const bankPaid: Checkout = {
  ...placedDelivery,
  versionKey: '3',
  checksum: 'c0ffee01',
  buyer: { ...placedDelivery.buyer, dateOfBirth: null },
  paymentDetails: {
    ...placedDelivery.paymentDetails,
    payments: [
      { id: 'card-visa', paymentType: 'BANK_CARD', amountToAuthorize: 53.04, lastFour: '1111', brand: 'VISA' },
    ],
  },
};
const snapPaid: Checkout = {
  ...bankPaid,
  buyer: { ...placedDelivery.buyer, dateOfBirth: '1990-04-12' },
  priceAdjustment: {
    promos: [
      { code: 'SAVE5', couponId: 'promo-save5', amount: 5 },
      { code: 'FRESH10', couponId: 'promo-fresh10', amount: 4.1 },
    ],
    coupons: [],
  },
  paymentDetails: {
    ...placedDelivery.paymentDetails,
    payments: [
      { id: 'card-visa', paymentType: 'BANK_CARD', amountToAuthorize: 34.07, lastFour: '1111', brand: 'VISA' },
      { id: 'card-ebt', paymentType: 'EBT', amountToAuthorize: 18.97, lastFour: '6789', brand: 'EBT' },
    ],
  },
};
const lines = [
  { cart: { gtin13: '0000000004011', quantity: 5 } },
  { cart: { gtin13: '0001111041700', quantity: 0 } },
  {
    cart: { gtin13: '0001111060903', quantity: 1 },
    item: { description: 'Large Eggs, 12 ct', unitPrice: 3, totalPrice: 3, snapEligible: true, ageRestricted: false },
  },
];
const fulfillment = { deliveryType: 'Contactless' as const, instructions: 'Leave by the side door.' };

describe('given a placed order paid by a bank card alone', () => {
  const body = modifyRequestOf(bankPaid, {
    lineItems: lines,
    fulfillment,
    snapAmount: 0,
    idempotencyKey: 'attempt-1',
  });

  it('sends MODIFY with the order’s versionKey and checksum, and the attempt’s idempotency key', () => {
    expect(body).toMatchObject({
      type: 'MODIFY',
      versionKey: '3',
      checksum: 'c0ffee01',
      idempotencyKey: 'attempt-1',
      paymentDetails: { paymentVersionKey: '3' },
    });
  });

  it('sends the modify cart’s lines with a quantity, product and quantity only', () => {
    expect(body.lineItems).toEqual([
      { cart: { gtin13: '0000000004011', quantity: 5 } },
      { cart: { gtin13: '0001111060903', quantity: 1 } },
    ]);
  });

  it('sends the instructions and delivery type, and the buyer’s date of birth as the order has it', () => {
    expect(body.fulfillment).toEqual(fulfillment);
    expect(body.buyer).toEqual({ dateOfBirth: null });
  });

  it('re-authorises the order’s own card with its amount, without a PIN', () => {
    expect(body.paymentDetails.paymentMethods.existingAuthorizations).toEqual([{ id: 'card-visa', amount: 53.04 }]);
  });

  it('sends the summary the page shows: the order’s cost before the modification', () => {
    expect(body.summary).toEqual({ cost: bankPaid.summary.cost });
    expect(body.summary?.cost.total).toBe(placedDelivery.summary.cost.total);
  });

  it('sends no promo code when the order has none', () => {
    expect(body.priceAdjustment).toEqual({ promos: [] });
  });

  it('leaves identityData out without a date of birth, as the activation does', () => {
    expect(body.paymentDetails).not.toHaveProperty('identityData');
  });

  it('is a body the contract accepts', () => {
    expect(modifyCheckoutRequest.safeParse(body).success).toBe(true);
  });
});

describe('given a placed order SNAP EBT pays a share of', () => {
  it('knows what SNAP EBT holds: the payment data once read, else the order’s SNAP EBT payment', () => {
    expect(snapAuthorised(snapPaid)).toBe(18.97);
    const payment = {
      checkoutId: snapPaid.id,
      bankCards: [{ card: { brand: 'VISA', lastFourPan: '1111' }, amount: 40 }],
      ebtCards: [{ card: { brand: 'EBT', lastFourPan: '6789' }, amount: 13.04 }],
      giftCards: [],
    };
    expect(snapAuthorised(snapPaid, payment)).toBe(13.04);
    expect(snapAuthorised(bankPaid)).toBe(0);
  });

  it('sends the PIN with the SNAP EBT authorisation, and its date of birth', () => {
    const body = modifyRequestOf(snapPaid, {
      lineItems: lines,
      fulfillment,
      snapAmount: 18.97,
      encryptedPin: 'sealed-pin',
      idempotencyKey: 'attempt-2',
    });
    expect(body.paymentDetails.paymentMethods.existingAuthorizations).toEqual([
      { id: 'card-visa', amount: 34.07 },
      { id: 'card-ebt', amount: 18.97, encryptedPin: 'sealed-pin' },
    ]);
    expect(body.buyer).toEqual({ dateOfBirth: '1990-04-12' });
    expect(body.paymentDetails.identityData).toEqual({ dateOfBirth: '1990-04-12' });
  });

  it('keeps each of the order’s promo codes (ADD of a code it holds), in its order', () => {
    const body = modifyRequestOf(snapPaid, { lineItems: lines, fulfillment, snapAmount: 0, idempotencyKey: 'k' });
    expect(body.priceAdjustment).toEqual({
      promos: [
        { action: 'ADD', code: 'SAVE5' },
        { action: 'ADD', code: 'FRESH10' },
      ],
    });
    expect(modifyCheckoutRequest.safeParse(body).success).toBe(true);
  });

  it('leaves SNAP EBT out once it holds nothing', () => {
    const body = modifyRequestOf(snapPaid, { lineItems: lines, fulfillment, snapAmount: 0, idempotencyKey: 'k' });
    expect(body.paymentDetails.paymentMethods.existingAuthorizations).toEqual([{ id: 'card-visa', amount: 34.07 }]);
  });
});
