import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { walletMessages } from '../messages';
import { walletError, type WalletAction } from './errors';

const phone = '1-800-555-0100';
const fail = (status: number, code?: string, reason?: string, customerMessage?: string) =>
  new ServiceError({ status, code, reason, customerMessage });
const messageOf = (error: unknown, action: WalletAction, surface?: 'flyout' | 'wallet-page') =>
  walletError(error, action, walletMessages, { phone, surface }).message;

describe('given the §8 error table', () => {
  it.each([
    [
      'a timeout (408)',
      fail(408, 'ECONNABORTED'),
      'addCard',
      "We're sorry, we are currently experiencing technical difficulties. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
    [
      "400 'EBT card already exists'",
      fail(400, 'EBT_CARD_EXISTS', 'EBT card already exists'),
      'addCard',
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    ],
    ['401', fail(401), 'getCards', 'It looks like your session has expired. Please log in again to continue.'],
    ['402 code 55 in a balance check', fail(402, '55'), 'ebtBalance', 'Invalid PIN, please try again.'],
    [
      '402 code 75 in a balance check',
      fail(402, '75'),
      'ebtBalance',
      'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
    ],
    [
      '402 RV62751',
      fail(402, 'RV62751'),
      'addCard',
      'There was an issue with your address, please verify your information. (Error code: RV62751)',
    ],
    [
      '402 RV32937',
      fail(402, 'RV32937'),
      'addCard',
      'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
    ],
    [
      '402 GIFT_CARD_ZERO_BALANCE',
      fail(402, 'GIFT_CARD_ZERO_BALANCE'),
      'addGiftCard',
      'You cannot add a Gift Card with a $0 balance.',
    ],
    [
      '402 of another code',
      fail(402, 'DECLINED'),
      'addCard',
      "We're sorry, but your card has been declined. Please check all fields and try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    ],
    [
      '409',
      fail(409, 'DUPLICATE_CARD'),
      'addCard',
      'The card you are trying to add is already in your wallet, please add a different card.',
    ],
    [
      '422 KC2617',
      fail(422, 'KC2617'),
      'addCard',
      'Your payment information is invalid. Please check your card information, use a different card, contact your credit card provider, or contact Customer Service at 1-800-555-0100.',
    ],
    [
      '422 RV72632',
      fail(422, 'RV72632'),
      'addCard',
      'Please Contact the Customer Service Center at 1-800-555-0100 (Error Code: RV72632)',
    ],
    [
      '422 GIFT_CARD_LIMIT_REACHED',
      fail(422, 'GIFT_CARD_LIMIT_REACHED'),
      'addGiftCard',
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    ],
  ] as const)('%s reads as its message', (_condition, error, action, message) => {
    expect(messageOf(error, action)).toBe(message);
  });
});

describe('given an error the table does not name', () => {
  it.each([
    ['addCard', 'There was an error adding your card'],
    ['addGiftCard', "We're sorry, but we weren't able to add your card. Please try again or use a different card."],
    ['editCard', 'There was an error updating your card'],
    ['deleteCard', 'There was a problem deleting your card.'],
    ['getAddress', "We couldn't load your saved address at this time . Please add a new address."],
    ['updateAddress', "We're sorry, but we weren't able to save your address. Please try again."],
    ['ebtBalance', "We couldn't retrieve your SNAP EBT card balance. Please try again."],
    ['giftBalance', "We couldn't retrieve your gift card's balance. Please try again."],
    ['updatePayments', "We couldn't update your payment methods please try again."],
  ] as const)('after %s fails with a 500, it falls back to the action default', (action, message) => {
    expect(messageOf(fail(500, 'BOOM'), action)).toBe(message);
    expect(messageOf(new TypeError('network'), action)).toBe(message);
  });

  it('a wrong PIN in a balance check never reads as a declined card', () => {
    expect(messageOf(fail(402, '99'), 'ebtBalance')).toBe(
      "We couldn't retrieve your SNAP EBT card balance. Please try again.",
    );
  });
});

describe('given the service refuses a card form on the wallet page with a 400', () => {
  it.each(['addCard', 'addGiftCard', 'editCard'] as const)(
    '%s reads as There was a problem validating your information.',
    (action) => {
      expect(messageOf(fail(400, 'BAD_REQUEST'), action, 'wallet-page')).toBe(
        'There was a problem validating your information. Please try again.',
      );
    },
  );

  it('keeps the EBT limit and the flyout’s own defaults', () => {
    expect(messageOf(fail(400, 'X', 'EBT card already exists'), 'addCard', 'wallet-page')).toBe(
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    );
    expect(messageOf(fail(400, 'BAD_REQUEST'), 'addCard', 'flyout')).toBe('There was an error adding your card');
  });
});

describe('given the wallet page asks for a SNAP balance', () => {
  it('codes 893 and 894 also read as a wrong PIN', () => {
    expect(messageOf(fail(402, '893'), 'ebtBalance', 'wallet-page')).toBe('Invalid PIN, please try again.');
    expect(messageOf(fail(402, '894'), 'ebtBalance', 'wallet-page')).toBe('Invalid PIN, please try again.');
    expect(messageOf(fail(402, '893'), 'ebtBalance', 'flyout')).not.toBe('Invalid PIN, please try again.');
  });

  it("other codes show the provider's message when it sent one", () => {
    expect(messageOf(fail(402, '12', undefined, 'Card not active.'), 'ebtBalance', 'wallet-page')).toBe(
      'Card not active.',
    );
  });
});

it('a 401 marks the session as expired and a code is kept for the retry dialogs', () => {
  expect(walletError(fail(401), 'getCards', walletMessages, { phone }).sessionExpired).toBe(true);
  expect(walletError(fail(500, 'E42'), 'editCard', walletMessages, { phone }).code).toBe('E42');
});

describe('given a balance check refuses the encrypted PIN (422): expired, replayed, another card or account', () => {
  it.each(['PIN_EXPIRED', 'PIN_ALREADY_USED', 'PIN_OTHER_CARD', 'PIN_OTHER_SHOPPER'])(
    '%s asks the shopper to type the PIN again, in the flyout and on the wallet page',
    (code) => {
      const again = 'For your security, please enter your SNAP EBT PIN again.';
      expect(messageOf(fail(422, code, 'This PIN entry has expired.'), 'ebtBalance', 'flyout')).toBe(again);
      expect(messageOf(fail(422, code, 'This PIN entry has expired.'), 'ebtBalance', 'wallet-page')).toBe(again);
      expect(walletError(fail(422, code), 'ebtBalance', walletMessages, { phone }).code).toBe(code);
    },
  );

  it('keeps other 422s and other actions to their own messages', () => {
    expect(messageOf(fail(422, 'SOMETHING_ELSE'), 'ebtBalance')).toBe(
      "We couldn't retrieve your SNAP EBT card balance. Please try again.",
    );
    expect(messageOf(fail(422, 'PIN_EXPIRED'), 'giftBalance')).toBe(
      "We couldn't retrieve your gift card's balance. Please try again.",
    );
  });
});
