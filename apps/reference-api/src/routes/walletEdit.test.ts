import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/testApi';
import { cardToken, cvvToken, dateTime, listCards, walletPath, type CardAnswer } from '../testing/walletTestSupport';
import type { WalletCard } from '@aisle/contracts/wallet';

let api: TestApi;
let avery: string;
let visa: WalletCard;
let mastercard: WalletCard;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
  const cards = await listCards(api, avery);
  [visa, mastercard] = cards as [WalletCard, WalletCard];
});

const workBilling = {
  addressLines: ['Ste 200', '7650 Montgomery Rd'],
  cityTown: 'Cincinnati',
  countryCode: 'US',
  stateProvince: 'OH',
  postalCode: '45236',
};

/** EditCardRequest for a card, with a new expiry, names and billing address. */
function editBody(card: WalletCard, lowValueToken: string, overrides: Record<string, unknown> = {}) {
  const { paymentMethod, ...rest } = overrides;
  return {
    cardId: card.id,
    dateTime,
    facilityId: '01400352',
    storeId: '00352',
    defaultCard: card.preferred,
    paymentGram: card.paymentGram,
    saved: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: workBilling,
      brand: card.brand,
      expirationMonth: '03',
      expirationYear: '2031',
      lowValueToken,
      cardFirstSix: card.bin,
      firstName: 'Avery',
      lastName: 'Jordan-Lee',
      ...(paymentMethod as object),
    },
    ...rest,
  };
}

const edit = (token: string, body: object, headers: Record<string, string> = {}) =>
  api.call<CardAnswer>('PUT', walletPath, { token, body, headers });

describe('given Avery’s expired Mastercard', () => {
  it('after editing its expiry, names and billing address, answers the card no longer expired', async () => {
    const answer = await edit(avery, editBody(mastercard, await cvvToken(api)));
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment.card).toMatchObject({
      id: mastercard.id,
      cardType: 'CREDIT_CARD',
      brand: 'MASTERCARD',
      lastFourPan: '4444',
      expirationMonth: '03',
      expirationYear: '2031',
      expired: false,
      lastName: 'Jordan-Lee',
      address: workBilling,
      preferred: false,
      lastUpdatedTimestamp: api.clock.now.toISOString(),
    });
    expect((await listCards(api, avery)).find((card) => card.id === mastercard.id)?.expired).toBe(false);
  });

  it('after editing it as the preferred card, it becomes preferred and the Visa does not stay so', async () => {
    const answer = await edit(avery, editBody(mastercard, await cvvToken(api), { defaultCard: true }));
    expect(answer.body.data.payment.card.preferred).toBe(true);
    const cards = await listCards(api, avery);
    expect(cards.map((card) => [card.lastFourPan, card.preferred])).toEqual([
      ['4444', true],
      ['1111', false],
      ['0001', false],
      ['0050', false],
    ]);
  });

  it('after editing the Visa with defaultCard false, it is no longer preferred', async () => {
    const answer = await edit(avery, editBody(visa, await cvvToken(api), { defaultCard: false }));
    expect(answer.body.data.payment.card).toMatchObject({ preferred: false, defaultApplications: [] });
  });

  it.each([
    [
      'a past expiry',
      { expirationMonth: '02', expirationYear: '2026' },
      'Expiration Date must be after the current date.',
    ],
    ['month 13', { expirationMonth: '13' }, 'Please enter a valid expiration month.'],
    ['a one-digit month', { expirationMonth: '6' }, 'Expiration Month needs to be in a 2-digit format. (ex: 06).'],
    ['a two-digit year', { expirationYear: '31' }, 'Please enter a valid expiration year.'],
  ])('after %s, answers 400 with the spec’s message, and the token is not spent', async (_, fields, message) => {
    const token = await cvvToken(api);
    const answer = await edit(avery, editBody(mastercard, token, { paymentMethod: fields }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    expect(answer.body.errors.details?.map((detail) => detail.message)).toContain(message);
    expect((await edit(avery, editBody(mastercard, token))).status).toBe(200);
  });

  it('after editing with a spent, unknown or card (not CVV) token, answers 400 INVALID_LOW_VALUE_TOKEN', async () => {
    const token = await cvvToken(api);
    expect((await edit(avery, editBody(mastercard, token))).status).toBe(200);
    for (const lowValueToken of [token, 'y'.repeat(43), await cardToken(api, '4242424242424242')]) {
      const answer = await edit(avery, editBody(mastercard, lowValueToken));
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('INVALID_LOW_VALUE_TOKEN');
    }
  });

  it('after the same edit twice with one Idempotency-Key, answers the first card again', async () => {
    const body = editBody(mastercard, await cvvToken(api));
    const headers = { 'Idempotency-Key': 'edit-1' };
    const first = await edit(avery, body, headers);
    const second = await edit(avery, body, headers);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });
});

describe('given a card that is not Avery’s to edit', () => {
  it('after Morgan edits Avery’s card, answers 404 CARD_NOT_FOUND and nothing changes', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    const answer = await edit(morgan, editBody(mastercard, await cvvToken(api)));
    expect(answer.status).toBe(404);
    expect(answer.body.errors.code).toBe('CARD_NOT_FOUND');
    expect((await listCards(api, avery)).find((card) => card.id === mastercard.id)?.expired).toBe(true);
  });

  it('after editing an unknown id, answers 404 CARD_NOT_FOUND', async () => {
    const answer = await edit(avery, { ...editBody(mastercard, await cvvToken(api)), cardId: 'card-42' });
    expect(answer.status).toBe(404);
  });

  it('after editing the EBT card, answers 400 CARD_NOT_EDITABLE', async () => {
    const ebt = (await listCards(api, avery)).find((card) => card.cardType === 'EBT_CARD') as WalletCard;
    const answer = await edit(avery, editBody(ebt, await cvvToken(api)));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CARD_NOT_EDITABLE');
  });
});
