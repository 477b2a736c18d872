import { preferredVisa } from '@aisle/wallet/testing';
import { describe, expect, it } from 'vitest';
import { deliveryDraft, expiredDraft, instacartDelivery, pickupDraft, placedDelivery } from '../fixtures';
import { applyActivation, applyModification, applyUpdate, type ChangeContext } from './checkoutChanges';

const context: ChangeContext = {
  now: new Date('2026-11-22T12:00:00Z'),
  promoCodes: { SAVE5: 5 },
  declines: { 'card-declined': 'TRANSACTION_DECLINED' },
  cardOf: () => undefined,
};
const bankCard = { bankCards: [{ card: { id: preferredVisa.id }, amount: 53.04 }], ebtCards: [], giftCards: [] };
const activation = (versionKey = '3', paymentMethods = bankCard) => ({
  type: 'ACTIVATE' as const,
  versionKey,
  paymentDetails: { paymentMethods, gratuityAmount: 5 },
  idempotencyKey: 'key-1',
});

describe('the checkout handlers, updating a draft', () => {
  it('apply a change and move the version on', () => {
    const outcome = applyUpdate(deliveryDraft, { versionKey: '3', paymentDetails: { gratuityAmount: 8 } }, context);
    expect('checkout' in outcome && outcome.checkout).toMatchObject({
      versionKey: '4',
      paymentDetails: { gratuityAmount: 8, payments: [{ amountToAuthorize: 56.04 }] },
      summary: { cost: { total: 56.04 } },
    });
  });

  it('refuse a stale versionKey (409), an expired time (410), a placed order (409)', () => {
    expect(applyUpdate(deliveryDraft, { versionKey: '2' }, context)).toMatchObject({
      refusal: { status: 409, code: 'CHECKOUT_VERSION_CONFLICT' },
    });
    expect(applyUpdate(expiredDraft, { versionKey: '3' }, context)).toMatchObject({
      refusal: { status: 410, code: 'CHECKOUT_EXPIRED' },
    });
    expect(applyUpdate(placedDelivery, { versionKey: '3' }, context)).toMatchObject({
      refusal: { status: 409, code: 'CHECKOUT_NOT_DRAFT' },
    });
  });

  it('refuse an unknown promo code and a tip on a pickup', () => {
    expect(
      applyUpdate(
        deliveryDraft,
        { versionKey: '3', priceAdjustment: { promos: [{ action: 'ADD', code: 'NOPE' }] } },
        context,
      ),
    ).toMatchObject({ refusal: { status: 422, code: 'PROMO_INVALID' } });
    expect(applyUpdate(pickupDraft, { versionKey: '3', paymentDetails: { gratuityAmount: 2 } }, context)).toMatchObject(
      {
        refusal: { status: 422, code: 'TIP_INVALID' },
      },
    );
  });

  it('refuse instructions over 128 characters and a phone without +1', () => {
    const fulfillment = { ...deliveryDraft.fulfillment, instructions: 'a'.repeat(129) };
    const { contact, deliveryType } = fulfillment;
    expect(
      applyUpdate(
        deliveryDraft,
        { versionKey: '3', fulfillment: { contact, deliveryType, instructions: fulfillment.instructions } },
        context,
      ),
    ).toMatchObject({ refusal: { status: 400 } });
    expect(
      applyUpdate(
        deliveryDraft,
        {
          versionKey: '3',
          fulfillment: { contact: { ...contact, phone: '5135550142' }, deliveryType, instructions: '' },
        },
        context,
      ),
    ).toMatchObject({ refusal: { status: 400 } });
  });

  it('tell a suggested tip from the shopper’s own amount, and keep the coupons beside the promo codes', () => {
    const tipOf = (gratuityAmount: number) => {
      const outcome = applyUpdate(deliveryDraft, { versionKey: '3', paymentDetails: { gratuityAmount } }, context);
      const details = 'checkout' in outcome ? outcome.checkout.paymentDetails : undefined;
      return { tipValue: details?.tipValue, otherValue: details?.otherValue };
    };
    expect(tipOf(8)).toEqual({ tipValue: 8, otherValue: null });
    expect(tipOf(6.5)).toEqual({ tipValue: null, otherValue: 6.5 });
    expect(tipOf(0)).toEqual({ tipValue: null, otherValue: null });
    const promo = applyUpdate(
      deliveryDraft,
      { versionKey: '3', priceAdjustment: { promos: [{ action: 'ADD', code: 'SAVE5' }] } },
      context,
    );
    expect('checkout' in promo && promo.checkout.priceAdjustment).toEqual({
      promos: [{ code: 'SAVE5', couponId: 'promo-SAVE5', amount: 5 }],
      coupons: [],
    });
  });
});

describe('the checkout handlers, placing an order', () => {
  it('activate a draft', () => {
    const outcome = applyActivation(deliveryDraft, activation(), context);
    expect('checkout' in outcome && outcome.checkout).toMatchObject({
      status: 'ACTIVE',
      versionKey: '4',
      placedDate: '2026-11-22T12:00:00.000Z',
    });
  });

  it('decline a card by its code (402), and want the vendor’s terms', () => {
    const declined = { ...bankCard, bankCards: [{ card: { id: 'card-declined' }, amount: 53.04 }] };
    expect(applyActivation(deliveryDraft, activation('3', declined), context)).toMatchObject({
      refusal: { status: 402, code: 'TRANSACTION_DECLINED' },
    });
    expect(applyActivation(instacartDelivery, activation(), context)).toMatchObject({
      refusal: { status: 422, code: 'DELIVERY_TERMS_REQUIRED' },
    });
  });

  it('record a transaction per card, and each card’s vault reference', () => {
    const outcome = applyActivation(deliveryDraft, activation(), context);
    expect('checkout' in outcome && outcome.checkout.paymentDetails).toMatchObject({
      payments: [{ id: preferredVisa.id, vaultId: preferredVisa.id }],
      payment: { transactions: [{ paymentMethod: { subType: 'VISA', type: 'BANK_CARD', lastFourOfCard: '1111' } }] },
    });
  });

  it('modify only a placed, modifiable order with its checksum', () => {
    const modify = {
      type: 'MODIFY' as const,
      versionKey: '3',
      checksum: 'c0ffee01',
      lineItems: [{ cart: { gtin13: '0000000004011', quantity: 1 } }],
      paymentDetails: { paymentMethods: { existingAuthorizations: [] }, paymentVersionKey: '1' },
      idempotencyKey: 'key-2',
    };
    expect(applyModification(deliveryDraft, modify, context)).toMatchObject({ refusal: { code: 'CANNOT_MODIFY' } });
    const outcome = applyModification(placedDelivery, modify, context);
    expect('checkout' in outcome && outcome.checkout.lineItems).toHaveLength(1);
    expect(applyModification(placedDelivery, { ...modify, checksum: 'stale' }, context)).toMatchObject({
      refusal: { code: 'CHECKOUT_VERSION_CONFLICT' },
    });
  });
});
