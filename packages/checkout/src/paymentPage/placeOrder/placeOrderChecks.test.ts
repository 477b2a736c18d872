import { preferredVisa } from '@aisle/wallet/testing';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../checkoutErrors/errorMessages';
import {
  ageRestrictedDelivery,
  deliveryDraft,
  draftWithoutContact,
  instacartDelivery,
  pickupDraft,
  vendorDelivery,
} from '../../testing/fixtures';
import { paymentPageMessages } from '../paymentPageMessages';
import { activationOf, paymentMethodsOf, placeOrderProblem } from './placeOrderChecks';

const messages = { ...errorMessages, ...paymentPageMessages };

describe('given Place order pressed', () => {
  it('checks the contact first, with the three messages', () => {
    expect(
      placeOrderProblem({ ...draftWithoutContact, deliveryVendor: 'INSTACART' }, { agreed: false }, messages),
    ).toEqual({
      kind: 'contact',
      messages: ['Phone number is required', 'First name is required', 'Last name is required'],
    });
  });

  it('then Instacart’s terms', () => {
    expect(placeOrderProblem(instacartDelivery, { agreed: false }, messages)).toEqual({
      kind: 'agreement',
      message: 'You must agree to the Instacart Terms of Service to place your order.',
    });
    expect(placeOrderProblem(instacartDelivery, { agreed: true }, messages)).toBeNull();
  });

  it('or another vendor’s', () => {
    expect(placeOrderProblem(vendorDelivery, { agreed: false }, messages)).toEqual({
      kind: 'agreement',
      message:
        "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
    });
  });

  it('then the time', () => {
    const noTime = {
      ...deliveryDraft,
      fulfillment: { ...deliveryDraft.fulfillment, promise: { ...deliveryDraft.fulfillment.promise, id: '' } },
    };
    expect(placeOrderProblem(noTime, { agreed: false }, messages)).toEqual({
      kind: 'time',
      message: 'You must have a time selected.',
    });
  });

  it('and a checkout without its checksum is a generic error with a code', () => {
    expect(placeOrderProblem({ ...deliveryDraft, checksum: '' }, { agreed: false }, messages)).toEqual({
      kind: 'incomplete',
      message: "We're having trouble processing your order. Please try again. (Error code: CHECKOUT_INCOMPLETE)",
    });
  });

  it('asks nothing of an order without a vendor', () => {
    expect(placeOrderProblem(deliveryDraft, { agreed: false }, messages)).toBeNull();
    expect(placeOrderProblem(pickupDraft, { agreed: false }, messages)).toBeNull();
  });
});

describe('given the activation', () => {
  it('sends the cards, the tip and the attempt’s key', () => {
    const methods = { bankCards: [{ card: { id: preferredVisa.id }, amount: 53.04 }], ebtCards: [], giftCards: [] };
    expect(paymentMethodsOf(deliveryDraft)).toEqual(methods);
    expect(activationOf(deliveryDraft, methods, 'key-1')).toEqual({
      paymentDetails: { paymentMethods: methods, gratuityAmount: 5 },
      idempotencyKey: 'key-1',
    });
  });

  it('adds the date of birth of an age-restricted order and the vendor’s accepted terms', () => {
    const methods = { bankCards: [{ card: { id: preferredVisa.id }, amount: 53.04 }], ebtCards: [], giftCards: [] };
    expect(activationOf(ageRestrictedDelivery, methods, 'k').paymentDetails.identityData).toEqual({
      dateOfBirth: '1990-04-12',
    });
    expect(activationOf(instacartDelivery, methods, 'k').deliveryTermsAccepted).toBe(true);
  });

  it('cannot take SNAP EBT without Paying With, which asks for the PIN', () => {
    const withEbt = {
      ...deliveryDraft,
      paymentDetails: {
        ...deliveryDraft.paymentDetails,
        payments: [
          ...deliveryDraft.paymentDetails.payments,
          { id: 'card-ebt', paymentType: 'EBT' as const, amountToAuthorize: 10, lastFour: '6789', brand: 'EBT' },
        ],
      },
    };
    expect(paymentMethodsOf(withEbt)).toBeNull();
  });
});
