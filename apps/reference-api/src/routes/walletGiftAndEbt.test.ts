import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { addCard, ebtCardBody, giftCardBody, listCards, walletPath } from '../testing/walletTestSupport';

let api: TestApi;
let avery: string;
let riley: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
  riley = await api.signIn('riley@aisle.test');
});

type BalanceAnswer = { data: { payment: { remainingBalance: string } } } & ErrorAnswer;
const giftBalance = (token: string, paymentGram: string | undefined) =>
  api.call<BalanceAnswer>('POST', `${walletPath}/gift-card/balance`, { token, body: { paymentGram } });

describe('given a SNAP EBT card', () => {
  it('after Riley adds one, answers 201 with brand EBT and no balance; a second answers the spec’s reason', async () => {
    const answer = await addCard(api, riley, ebtCardBody('5077 1900 0000 0019'));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({
      cardType: 'EBT_CARD',
      brand: 'EBT',
      imageType: 'EBT',
      lastFourPan: '0019',
      expired: false,
      saved: true,
    });
    expect(answer.body.data.payment.card).not.toHaveProperty('balance');
    const second = await addCard(api, riley, ebtCardBody('6543210987654321'));
    expect(second.status).toBe(400);
    expect(second.body.errors).toMatchObject({ code: 'EBT_CARD_EXISTS', reason: 'EBT card already exists' });
  });

  it('after Avery, who has one, adds another, answers 400 EBT card already exists', async () => {
    const answer = await addCard(api, avery, ebtCardBody('6543210987654321'));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.reason).toBe('EBT card already exists');
  });

  it('after adding one with save false, answers it unsaved and keeps nothing', async () => {
    const answer = await addCard(api, avery, ebtCardBody('6543210987654321', false));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({ lastFourPan: '4321', saved: false });
    expect((await listCards(api, avery)).filter((card) => card.cardType === 'EBT_CARD')).toHaveLength(1);
  });

  it.each(['123456789012345', '12345678901234567890', '5077x90000000001', '', 42])(
    'after the number %j, answers 400 CONSTRAINT_VIOLATION_EXCEPTION with the spec’s message',
    async (pan) => {
      const answer = await addCard(api, riley, ebtCardBody(pan as string));
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
      if (typeof pan === 'string' && pan !== '') {
        expect(answer.body.errors.details).toContainEqual({
          field: 'paymentMethod.pan',
          message: 'Card Number must be at least 16 characters long and at most 19 characters long.',
        });
      }
    },
  );
});

describe('given a gift card', () => {
  it('after adding a documented number, answers 201 with its balance, and the balance call agrees', async () => {
    const answer = await addCard(api, riley, giftCardBody('6006-4910-00-000-000-025'));
    expect(answer.status).toBe(201);
    const card = answer.body.data.payment.card;
    expect(card).toMatchObject({ cardType: 'GIFT_CARD', imageType: 'GC', lastFourPan: '0025', balance: 'USD 25.00' });
    const balance = await giftBalance(riley, card.paymentGram);
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ data: { payment: { remainingBalance: 'USD 25.00' } } });
  });

  it('after adding any other number twice, answers the same balance between $5 and $200, then 409', async () => {
    const first = await addCard(api, riley, giftCardBody('1234567890123456789', '9876'));
    expect(first.status).toBe(201);
    const balance = first.body.data.payment.card.balance ?? '';
    expect(balance).toMatch(/^USD \d{1,3}\.\d{2}$/);
    expect(Number(balance.slice(4))).toBeGreaterThanOrEqual(5);
    expect(Number(balance.slice(4))).toBeLessThan(200);
    const morgan = await api.signIn('morgan@aisle.test');
    expect(
      (await addCard(api, morgan, giftCardBody('1234567890123456789', '1111'))).body.data.payment.card.balance,
    ).toBe(balance);
    const again = await addCard(api, riley, giftCardBody('1234567890123456789', '9876'));
    expect(again.status).toBe(409);
    expect(again.body.errors.code).toBe('DUPLICATE_CARD');
  });

  it('after the zero-balance test number, answers 402 GIFT_CARD_ZERO_BALANCE', async () => {
    const answer = await addCard(api, riley, giftCardBody('6006491000000000000'));
    expect(answer.status).toBe(402);
    expect(answer.body.errors.code).toBe('GIFT_CARD_ZERO_BALANCE');
  });

  it('after a documented number with the wrong PIN, answers 402 GIFT_CARD_INVALID_PIN', async () => {
    const answer = await addCard(api, riley, giftCardBody('6006491000000000100', '0000'));
    expect(answer.status).toBe(402);
    expect(answer.body.errors.code).toBe('GIFT_CARD_INVALID_PIN');
  });

  it('after a sixth gift card, answers 422 GIFT_CARD_LIMIT_REACHED', async () => {
    for (const pan of ['6006491000000000025', '6006491000000000100', '1000000000000000001', '1000000000000000002']) {
      expect((await addCard(api, avery, giftCardBody(pan))).status).toBe(201);
    }
    const sixth = await addCard(api, avery, giftCardBody('1000000000000000003'));
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors.code).toBe('GIFT_CARD_LIMIT_REACHED');
    expect((await listCards(api, avery)).filter((card) => card.cardType === 'GIFT_CARD')).toHaveLength(5);
  });

  it.each([
    ['18 digits', '600649100000000002', '1234'],
    ['20 digits', '60064910000000000250', '1234'],
    ['letters', '600649100000000002A', '1234'],
    ['a 3-digit PIN', '6006491000000000025', '123'],
    ['a 5-digit PIN', '6006491000000000025', '12345'],
    ['a PIN with letters', '6006491000000000025', '12a4'],
  ])('after %s, answers 400 CONSTRAINT_VIOLATION_EXCEPTION', async (_, pan, pin) => {
    const answer = await addCard(api, riley, giftCardBody(pan, pin));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });

  it('after the balance test number that always fails, answers 503 and the list leaves its balance out', async () => {
    const added = await addCard(api, riley, giftCardBody('6006491000000000503'));
    expect(added.status).toBe(201);
    const balance = await giftBalance(riley, added.body.data.payment.card.paymentGram);
    expect(balance.status).toBe(503);
    expect(balance.body.errors.code).toBe('BALANCE_UNAVAILABLE');
    const [card] = await listCards(api, riley, { 'X-Gift-Card-Balances': 'true' });
    expect(card).not.toHaveProperty('balance');
  });

  it('after asking the balance of another shopper’s card or an unknown gram, answers 404 CARD_NOT_FOUND', async () => {
    const averysGift = (await listCards(api, avery)).find((card) => card.cardType === 'GIFT_CARD');
    expect((await giftBalance(avery, averysGift?.paymentGram)).body.data.payment.remainingBalance).toBe('USD 50.00');
    const morgan = await api.signIn('morgan@aisle.test');
    const theirs = await giftBalance(morgan, averysGift?.paymentGram);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors.code).toBe('CARD_NOT_FOUND');
    expect((await giftBalance(avery, 'no-such-gram')).status).toBe(404);
    const ebtGram = (await listCards(api, avery)).find((card) => card.cardType === 'EBT_CARD')?.paymentGram;
    expect((await giftBalance(avery, ebtGram)).status).toBe(404);
  });

  it('after a balance call without a paymentGram, answers 400', async () => {
    const answer = await giftBalance(avery, undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
  });
});
