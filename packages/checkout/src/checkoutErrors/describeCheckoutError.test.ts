import { purchaseDeclineCodes } from '@aisle/contracts/checkout';
import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { describeCheckoutError } from './describeCheckoutError';
import { errorMessages as messages } from './errorMessages';

const generic = () => 'generic';
const failure = (status: number, code: string, reason?: string) => new ServiceError({ status, code, reason });

describe('describeCheckoutError', () => {
  it('gives every purchase decline code the declined message, the PIN ones their own', () => {
    for (const code of purchaseDeclineCodes) {
      const described = describeCheckoutError(failure(402, code), messages, generic);
      expect(described.kind).toBe('declined');
      const expected =
        code === 'MAX_PIN_TRIES_EXCEEDED'
          ? 'Too Many PIN Attempts'
          : code === 'INVALID_PIN'
            ? 'Invalid PIN, please try again.'
            : messages.cardDeclined;
      expect(described.message, code).toBe(expected);
    }
  });

  it("says the service's reason when it refuses the buyer's age, ours without one", () => {
    const reason = 'You must be 21 or older to buy some of the items in your order.';
    expect(describeCheckoutError(failure(422, 'AGE_VERIFICATION_FAILED', reason), messages, generic).message).toBe(
      reason,
    );
    expect(describeCheckoutError(failure(422, 'AGE_VERIFICATION_FAILED'), messages, generic).message).toBe(
      messages.ageVerificationFailed,
    );
  });

  it('says a card type the way of shopping does not take is not accepted', () => {
    expect(describeCheckoutError(failure(422, 'PAYMENT_TYPE_NOT_ACCEPTED'), messages, generic).message).toBe(
      'We are currently not accepting this payment type. Please select a different form of payment.',
    );
  });

  it('turns 401 and 403 into the session message, and a conflict into the other-device message', () => {
    expect(describeCheckoutError(failure(401, 'UNAUTHORIZED'), messages, generic)).toEqual({
      kind: 'session-expired',
      message: 'Your session has expired.',
    });
    expect(describeCheckoutError(failure(409, 'CHECKOUT_VERSION_CONFLICT'), messages, generic).message).toBe(
      'Your order has been updated on another device. Please refresh and try again.',
    );
  });
});
