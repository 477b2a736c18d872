import { fingerprintPan, issueCardToken } from '../secureFields/vault';
import type { WalletCard } from '@aisle/contracts/wallet';
import type { ErrorAnswer, TestApi } from './testApi';

// What the wallet route tests share: the paths, a token as the secure card frame would issue it,
// and the bodies the storefront sends.

export const walletPath = '/payment/v2/wallet';
export const dateTime = { timezone: 'UTC', value: '2026-03-02T15:00:00.000Z' } as const;

export type CardAnswer = { data: { payment: { card: WalletCard } } } & ErrorAnswer;
export type CardsAnswer = { data: { payment: { cards: WalletCard[] } } } & ErrorAnswer;

export interface TokenOptions {
  brand?: string;
  month?: string;
  year?: string;
}

/** A low-value token for a card number, as the secure card frame would issue it after the shopper typed it. */
export function cardToken(
  api: TestApi,
  pan: string,
  { brand = 'VISA', month = '08', year = '2030' }: TokenOptions = {},
) {
  return issueCardToken(
    api.db,
    {
      kind: 'card',
      brand,
      firstSix: pan.slice(0, 6),
      lastFour: pan.slice(-4),
      expirationMonth: month,
      expirationYear: year,
      panFingerprint: fingerprintPan(pan),
    },
    api.clock.now,
  );
}

/** The secure CVV field's token, spent by an edit. */
export function cvvToken(api: TestApi) {
  const empty = { brand: null, firstSix: null, lastFour: null, expirationMonth: null, expirationYear: null };
  return issueCardToken(api.db, { kind: 'cvv', ...empty, panFingerprint: null }, api.clock.now);
}

export const cincinnatiBilling = {
  addressLines: ['Apt 5C', '1014 Vine St'],
  cityTown: 'Cincinnati',
  countryCode: 'US',
  stateProvince: 'OH',
  postalCode: '45202',
};

/** AddBankCardRequest, with the body's own brand and first six that the server must ignore. */
export function bankCardBody(lowValueToken: string, overrides: Record<string, unknown> = {}) {
  return {
    dateTime,
    facilityId: '01400352',
    storeId: '00352',
    defaultCard: false,
    save: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: cincinnatiBilling,
      brand: 'AMEX',
      expirationMonth: '01',
      expirationYear: '2099',
      lowValueToken,
      cardFirstSix: '999999',
      firstName: 'Avery',
      lastName: 'Jordan',
    },
    accertifyTransactionId: 'accertify-1',
    deviceInfo: { pageId: 'wallet', sessionId: 's-1' },
    ...overrides,
  };
}

export const ebtCardBody = (pan: string, save = true) => ({
  dateTime,
  defaultCard: false,
  paymentMethod: { paymentType: 'EBT_CARD', pan },
  save,
});

export const giftCardBody = (pan: string, pin = '1234') => ({
  dateTime,
  facilityId: '01400352',
  paymentMethod: { paymentType: 'GIFT_CARD', pan, pin },
});

export const listCards = async (api: TestApi, token: string, headers: Record<string, string> = {}) =>
  (await api.call<CardsAnswer>('GET', walletPath, { token, headers })).body.data.payment.cards;

export const addCard = (api: TestApi, token: string, body: object, headers: Record<string, string> = {}) =>
  api.call<CardAnswer>('POST', walletPath, { token, body, headers });
