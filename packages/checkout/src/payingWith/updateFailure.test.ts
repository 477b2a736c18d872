import { checkoutErrorCodes, type CheckoutModality } from '@aisle/contracts/checkout';
import { ServiceError } from '@aisle/core';
import { ebtCard, giftCard, preferredVisa } from '@aisle/wallet/testing';
import { walletMessages } from '@aisle/wallet';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../messages';
import { describeUpdateFailure } from './updateFailure';

const technicalDifficulties = () => 'Technical difficulties.';
const describe_ = (error: unknown, selection = [preferredVisa], modalityType: CheckoutModality = 'DELIVERY') =>
  describeUpdateFailure(error, {
    selection,
    modalityType,
    messages: checkoutMessages,
    walletMessages,
    generic: technicalDifficulties,
  });

describe('given a payment update that failed (§4)', () => {
  it('with a bank card alone: the payments-update-failed message', () => {
    expect(describe_(new ServiceError({ status: 500 }))).toEqual({
      snap: false,
      message: "We couldn't update your payment methods please try again.",
    });
  });

  it("with SNAP EBT chosen: 'Something went wrong', with our words", () => {
    expect(describe_(new ServiceError({ status: 422, code: 'X' }), [preferredVisa, ebtCard])).toEqual({
      snap: true,
      message: checkoutMessages.payingWithSnapUpdateFailed,
    });
  });

  it('an answer without its result or versionKey: the generic message with its code (wallet §8)', () => {
    const incomplete = new ServiceError({ status: 200, code: 'CHECKOUT_INCOMPLETE' });
    const generic = "We're having trouble processing your order. Please try again. (Error code: CHECKOUT_INCOMPLETE)";
    expect(describe_(incomplete)).toEqual({ snap: false, message: generic });
    expect(describe_(incomplete, [preferredVisa, ebtCard])).toEqual({ snap: true, message: generic });
  });

  it('a conflict says so', () => {
    const conflict = new ServiceError({ status: 409, code: checkoutErrorCodes.conflict });
    expect(describe_(conflict).message).toBe(
      'Your order has been updated on another device. Please refresh and try again.',
    );
  });

  it('a card type not taken names it and the way of shopping', () => {
    const refused = new ServiceError({ status: 422, code: checkoutErrorCodes.paymentTypeNotAccepted });
    expect(describe_(refused, [preferredVisa, ebtCard]).message).toBe(
      'SNAP EBT is not accepted for delivery at this time.',
    );
    expect(describe_(refused, [preferredVisa, giftCard], 'PICKUP').message).toBe(
      'Gift card is not accepted for pickup at this time.',
    );
    expect(describe_(refused).message).toBe('Visa ending in 1111 is not accepted for delivery at this time.');
    expect(describe_(refused, [preferredVisa, giftCard], 'SHIP').message).toBe(
      'Gift card is not accepted for shipping at this time.',
    );
  });
});
