import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptPin } from '../secureFields/vault';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { addCard, ebtCardBody, listCards, walletPath } from '../testing/walletTestSupport';

let api: TestApi;
let avery: string;
let paymentgram: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
  const ebt = (await listCards(api, avery)).find((card) => card.cardType === 'EBT_CARD');
  paymentgram = ebt?.paymentGram ?? '';
});

type EbtBalanceAnswer = {
  data: { payment: { data: { transactionBalanceInquiry: { remainingBalance: { snap: string; cash: string } } } } };
} & ErrorAnswer;

const check = (token: string, pin: string, gram = paymentgram, headers: Record<string, string> = {}) =>
  api.call<EbtBalanceAnswer>('POST', `${walletPath}/cards/ebt/balance`, {
    token,
    body: { paymentMethod: { encryptedPin: encryptPin(pin), paymentgram: gram } },
    headers,
  });

async function pinFailures(): Promise<number> {
  const { rows } = await api.db.query<{ pin_failures: number }>(
    "SELECT pin_failures FROM wallet_cards WHERE card_type = 'EBT_CARD' AND payment_gram = $1",
    [paymentgram],
  );
  return rows[0]?.pin_failures ?? -1;
}

describe('given Avery’s SNAP EBT card, PIN 1234, balance not known yet', () => {
  it('after the right PIN, answers the SNAP and cash balances and the list shows the balance from then on', async () => {
    const answer = await check(avery, '1234');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        payment: { data: { transactionBalanceInquiry: { remainingBalance: { snap: '123.45', cash: '0.00' } } } },
      },
    });
    const ebt = (await listCards(api, avery)).find((card) => card.cardType === 'EBT_CARD');
    expect(ebt?.balance).toBe('USD 123.45');
  });

  it('after a wrong PIN, answers 402 code 55; the right PIN then still works and clears the count', async () => {
    const wrong = await check(avery, '0000');
    expect(wrong.status).toBe(402);
    expect(wrong.body.errors).toMatchObject({ code: '55', reason: 'Invalid PIN, please try again.' });
    expect(await pinFailures()).toBe(1);
    expect((await check(avery, '1234')).status).toBe(200);
    expect(await pinFailures()).toBe(0);
  });

  it('after the third wrong PIN in a row, answers 75, and 75 to every attempt after, the right PIN too', async () => {
    expect((await check(avery, '1111')).body.errors.code).toBe('55');
    expect((await check(avery, '2222')).body.errors.code).toBe('55');
    const third = await check(avery, '3333');
    expect(third.status).toBe(402);
    expect(third.body.errors.code).toBe('75');
    expect(await pinFailures()).toBe(3);
    const right = await check(avery, '1234');
    expect(right.status).toBe(402);
    expect(right.body.errors.code).toBe('75');
    expect((await check(avery, '4444')).body.errors.code).toBe('75');
    const ebt = (await listCards(api, avery)).find((card) => card.cardType === 'EBT_CARD');
    expect(ebt).not.toHaveProperty('balance');
  });

  it('after a wrong PIN repeated with one Idempotency-Key, counts one attempt', async () => {
    const headers = { 'Idempotency-Key': 'pin-1' };
    const body = { paymentMethod: { encryptedPin: encryptPin('9999'), paymentgram } };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await api.call<ErrorAnswer>('POST', `${walletPath}/cards/ebt/balance`, {
        token: avery,
        body,
        headers,
      });
      expect(answer.body.errors.code).toBe('55');
    }
    expect(await pinFailures()).toBe(1);
  });

  it.each([['not-encrypted'], ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'], ['%%%'], [encryptPin('12345678')]])(
    'after the encryptedPin %s, answers 400 and counts no attempt',
    async (encryptedPin) => {
      const answer = await api.call<ErrorAnswer>('POST', `${walletPath}/cards/ebt/balance`, {
        token: avery,
        body: { paymentMethod: { encryptedPin, paymentgram } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
      expect(await pinFailures()).toBe(0);
    },
  );

  it('after Morgan checks Avery’s card, or Avery an unknown card, answers 404 CARD_NOT_FOUND', async () => {
    const morgan = await api.signIn('morgan@aisle.test');
    const theirs = await check(morgan, '1234');
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors.code).toBe('CARD_NOT_FOUND');
    expect((await check(avery, '1234', 'no-such-gram')).status).toBe(404);
    expect(await pinFailures()).toBe(0);
  });
});

describe('given the documented EBT number with its own PIN', () => {
  it('after Riley adds it, PIN 1234 is wrong and 4321 answers its balances', async () => {
    const riley = await api.signIn('riley@aisle.test');
    const added = await addCard(api, riley, ebtCardBody('5077190000000019'));
    const gram = added.body.data.payment.card.paymentGram;
    expect((await check(riley, '1234', gram)).body.errors.code).toBe('55');
    const answer = await check(riley, '4321', gram);
    expect(answer.body.data.payment.data.transactionBalanceInquiry.remainingBalance).toEqual({
      snap: '52.10',
      cash: '10.00',
    });
  });
});
