import { checkoutErrorCodes } from '@aisle/contracts/checkout';
import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../messages';
import { describeModifyError, modifyErrorCodes, remainingSnapBalanceOf } from './modifyFailure';

// §8 "Modify mapping" and §4 "Modify submit" steps 5 and 6.
const technicalDifficulties = () => 'Technical difficulties.';
const describe_ = (error: unknown) => describeModifyError(error, checkoutMessages, technicalDifficulties);
const refused = (status: number, code: string, reason?: string) => new ServiceError({ status, code, reason });

const itemsIssue =
  "There's an issue with one or more items you tried to add. We still have your original order, but can't complete your modify request.";

describe('given a modify submission that failed', () => {
  it('once the order is being prepared (CANNOT_MODIFY): the spec’s words', () => {
    expect(describe_(refused(409, checkoutErrorCodes.cannotModify, 'Order is in progress.'))).toEqual({
      kind: 'cannot-modify',
      message: "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
    });
  });

  it('with fallout and no cause: the items message and FALLOUT_ERROR', () => {
    expect(describe_(refused(422, checkoutErrorCodes.fallout, 'Unknown items.'))).toEqual({
      kind: 'fallout',
      message: `${itemsIssue} (Error code: FALLOUT_ERROR)`,
      code: 'FALLOUT_ERROR',
      newlyIneligible: [],
    });
  });

  it('with fallout naming the stale items: those items, to be marked as newly ineligible (§4 step 6)', () => {
    const body = {
      errors: { code: 'FALLOUT_ERROR', reason: 'Unknown items.', newlyIneligibleUpcs: ['0001111060903', 7] },
    };
    const error = new ServiceError({ status: 422, code: 'FALLOUT_ERROR', reason: 'Unknown items.', body });
    expect(describe_(error)).toMatchObject({ kind: 'fallout', newlyIneligible: ['0001111060903'] });
  });

  it('with promising fallout or restricted items: the items message and that code', () => {
    expect(describe_(refused(422, modifyErrorCodes.promisingFallout))).toMatchObject({
      kind: 'fallout',
      message: `${itemsIssue} (Error code: PROMISING_FALLOUT)`,
    });
    expect(describe_(refused(422, modifyErrorCodes.restrictedItems))).toMatchObject({
      kind: 'fallout',
      message: `${itemsIssue} (Error code: RESTRICTED_ITEMS)`,
    });
  });

  it('with an alcohol, quantity or Instacart refusal: the service’s reason', () => {
    const cases = [
      [modifyErrorCodes.alcoholNotAvailable, 'Alcohol is not available for delivery to this address.'],
      [modifyErrorCodes.alcoholQuantityExceeded, 'You can add up to 12 bottles of wine.'],
      [modifyErrorCodes.cartQuantityLimitExceeded, 'Your cart can hold up to 99 of an item.'],
      ['INSTACART_ITEM_UNAVAILABLE', 'Instacart cannot deliver one of your items.'],
    ] as const;
    for (const [code, reason] of cases) {
      expect(describe_(refused(422, code, reason))).toEqual({ kind: 'items-refused', message: reason, code });
    }
  });

  it('with such a refusal and no reason: the processing error', () => {
    expect(describe_(refused(422, modifyErrorCodes.alcoholQuantityExceeded))).toMatchObject({
      message: "We're having trouble processing your order. Please try again.",
    });
  });

  it('with a post-auth reject: its kind, to go to the Payment Error page', () => {
    expect(describe_(refused(402, checkoutErrorCodes.postAuthReject, 'We could not complete your order.'))).toEqual({
      kind: 'post-auth-reject',
      message: 'We could not complete your order.',
    });
  });

  it('with a stale versionKey or checksum: the conflict', () => {
    expect(describe_(refused(409, checkoutErrorCodes.conflict))).toEqual({
      kind: 'conflict',
      message: 'Your order has been updated on another device. Please refresh and try again.',
    });
  });

  it('with a declined card: the decline', () => {
    expect(describe_(refused(402, 'TRANSACTION_DECLINED'))).toMatchObject({
      kind: 'declined',
      code: 'TRANSACTION_DECLINED',
    });
  });

  it('with a 4xx the catalogue does not name: the processing error; a 5xx: the generic message and its code', () => {
    expect(describe_(refused(422, 'SOMETHING_ELSE'))).toEqual({
      kind: 'other',
      message: "We're having trouble processing your order. Please try again.",
      code: 'SOMETHING_ELSE',
    });
    expect(describe_(refused(503, 'DOWN'))).toEqual({
      kind: 'other',
      message: 'Technical difficulties. (Error code: DOWN)',
      code: 'DOWN',
    });
  });

  it('that is not the service’s: the generic message', () => {
    expect(describe_(new TypeError('Failed to fetch'))).toEqual({ kind: 'other', message: 'Technical difficulties.' });
  });
});

describe('given the SNAP EBT balance a failure carries (§4 step 5)', () => {
  const withBody = (body: unknown) => new ServiceError({ status: 402, code: 'INSUFFICIENT_FUNDS', body });

  it('reads errors.ebtDetails.remainingBalance.snap', () => {
    const body = { errors: { code: 'INSUFFICIENT_FUNDS', ebtDetails: { remainingBalance: { snap: 12.5 } } } };
    expect(remainingSnapBalanceOf(withBody(body))).toBe(12.5);
  });

  it('finds none in another body, or in an error that is not the service’s', () => {
    expect(remainingSnapBalanceOf(withBody({ errors: { code: 'INSUFFICIENT_FUNDS' } }))).toBeUndefined();
    expect(
      remainingSnapBalanceOf(withBody({ errors: { ebtDetails: { remainingBalance: { snap: '12.50' } } } })),
    ).toBeUndefined();
    expect(remainingSnapBalanceOf(new Error('offline'))).toBeUndefined();
  });
});
