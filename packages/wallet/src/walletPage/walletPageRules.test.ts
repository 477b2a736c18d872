import { ServiceError } from '@aisle/core';
import { describe, expect, it } from 'vitest';
import { ebtCard, emptyGiftCard, giftCard, preferredVisa, sampleCard } from '../testing/fixtures';
import { cardBillingOf, giftCardTotal, isCardNotFound, isRewardDebitCard } from './walletPageRules';

describe('given the wallet page rules', () => {
  it('a reward debit card is a bank card whose card product is REWARD_DEBIT', () => {
    expect(isRewardDebitCard(sampleCard({ id: 'r', binType: { 'card-product-id': 'REWARD_DEBIT' } }))).toBe(true);
    expect(isRewardDebitCard(sampleCard({ id: 'd', binType: { 'card-product-id': 'DEBIT' } }))).toBe(false);
    expect(isRewardDebitCard(preferredVisa)).toBe(false);
    expect(isRewardDebitCard({ ...ebtCard, binType: { 'card-product-id': 'REWARD_DEBIT' } })).toBe(false);
  });

  it('only a 404 CARD_NOT_FOUND means the card is not on this account', () => {
    expect(isCardNotFound(new ServiceError({ status: 404, code: 'CARD_NOT_FOUND' }))).toBe(true);
    expect(isCardNotFound(new ServiceError({ status: 404, code: 'NOT_FOUND' }))).toBe(false);
    expect(isCardNotFound(new ServiceError({ status: 400, code: 'CARD_NOT_FOUND' }))).toBe(false);
    expect(isCardNotFound(new Error('CARD_NOT_FOUND'))).toBe(false);
  });

  it('totals the known gift balances only', () => {
    const unknown = { ...giftCard, id: 'g2', balance: undefined };
    expect(giftCardTotal([preferredVisa, { ...ebtCard, balance: 'USD 9.00' }, giftCard, emptyGiftCard, unknown])).toBe(
      25,
    );
    expect(giftCardTotal([])).toBe(0);
  });

  it('keeps the card’s own billing address, from address or billingAddress', () => {
    expect(cardBillingOf(preferredVisa)).toBe(preferredVisa.address);
    const billed = sampleCard({
      id: 'b',
      address: undefined,
      billingAddress: {
        addressLine1: '100 Queen St W',
        addressLine2: '',
        city: 'Toronto',
        state: 'Ontario',
        zipCode: 'M5H 2N2',
        country: 'CA',
      },
    });
    expect(cardBillingOf(billed)).toEqual({
      addressLines: ['100 Queen St W'],
      cityTown: 'Toronto',
      countryCode: 'CA',
      stateProvince: 'ON',
      postalCode: 'M5H 2N2',
    });
  });
});
