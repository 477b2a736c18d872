import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverKey } from '../secrets/serverKeys';
import { pinEntryTtlMs, sealPin } from '../secureFields/pinEntry';
import { createSecureFieldsApp } from '../secureFields/secureFieldsApp';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { addCard, ebtCardBody, listCards, walletPath } from '../testing/walletTestSupport';

let api: TestApi;
let secureFields: ReturnType<typeof createSecureFieldsApp>;
let avery: string;
let paymentgram: string;

beforeAll(async () => {
  api = await createTestApi();
  // The PIN widget's server, on the same database and clock: the PINs below are typed into it.
  secureFields = createSecureFieldsApp({ db: api.db, now: () => api.clock.now, allowedParentOrigins: [] });
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

const secureOrigin = 'http://127.0.0.1:3001';

/** The PIN typed into the PIN widget for the card with this paymentGram: its `encryptedPin`. */
async function typePin(pin: string, gram = paymentgram): Promise<string> {
  const response = await secureFields.request(`${secureOrigin}/pin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: secureOrigin },
    body: JSON.stringify({ pin, paymentGram: gram }),
  });
  const answer = (await response.json()) as { encryptedPin?: string };
  if (!answer.encryptedPin) throw new Error(`The PIN widget sealed nothing (${response.status}).`);
  return answer.encryptedPin;
}

const checkWith = (token: string, encryptedPin: string, gram = paymentgram, headers: Record<string, string> = {}) =>
  api.call<EbtBalanceAnswer>('POST', `${walletPath}/cards/ebt/balance`, {
    token,
    body: { paymentMethod: { encryptedPin, paymentgram: gram } },
    headers,
  });

/** A balance check with a PIN freshly typed for the card it checks. */
const check = async (token: string, pin: string, gram = paymentgram, headers: Record<string, string> = {}) =>
  checkWith(token, await typePin(pin, gram), gram, headers);

async function idsOf(email: string, cardType = 'EBT_CARD') {
  const { rows } = await api.db.query<{ shopper_id: string; card_id: string | null }>(
    `SELECT s.id AS shopper_id, c.id AS card_id FROM shoppers s
       LEFT JOIN wallet_cards c ON c.shopper_id = s.id AND c.card_type = $2 WHERE s.email = $1`,
    [email, cardType],
  );
  const row = rows[0];
  if (!row) throw new Error(`No demo shopper ${email}.`);
  return row;
}

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
    const body = { paymentMethod: { encryptedPin: await typePin('9999'), paymentgram } };
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

  it.each([['not-encrypted'], ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'], ['%%%']])(
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
    // Morgan has no EBT card to type a PIN for: one sealed for Morgan, as if for a card of Morgan's.
    const morgans = sealPin(
      '1234',
      { shopperId: (await idsOf('morgan@aisle.test')).shopper_id, cardId: 'x' },
      api.clock.now,
    );
    const theirs = await checkWith(morgan, morgans);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors.code).toBe('CARD_NOT_FOUND');
    // Avery's PIN typed for her card, sent by Morgan: her card is not found for Morgan either.
    expect((await checkWith(morgan, await typePin('1234'))).status).toBe(404);
    expect((await checkWith(avery, await typePin('1234'), 'no-such-gram')).status).toBe(404);
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

describe('given a PIN typed in the PIN widget: one card, its shopper, 5 minutes, one use', () => {
  const codeOf = (answer: { body: ErrorAnswer }) => answer.body.errors.code;

  it('after a fresh PIN answers the balance, the same encryptedPin again answers 422 PIN_ALREADY_USED; a PIN typed again works', async () => {
    const encryptedPin = await typePin('1234');
    expect((await checkWith(avery, encryptedPin)).status).toBe(200);
    const replayed = await checkWith(avery, encryptedPin);
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors).toEqual({
      code: 'PIN_ALREADY_USED',
      reason: 'This PIN entry has already been used. Please enter your SNAP EBT PIN again.',
    });
    expect((await check(avery, '1234')).status).toBe(200);
  });

  it('after a wrong PIN is replayed, counts one attempt: a captured entry cannot lock the card', async () => {
    const wrong = await typePin('0000');
    expect(codeOf(await checkWith(avery, wrong))).toBe('55');
    for (let replay = 0; replay < 3; replay += 1)
      expect(codeOf(await checkWith(avery, wrong))).toBe('PIN_ALREADY_USED');
    expect(await pinFailures()).toBe(1);
  });

  it('after two checks send one encryptedPin at once, answers one of them', async () => {
    const encryptedPin = await typePin('1234');
    const answers = await Promise.all([checkWith(avery, encryptedPin), checkWith(avery, encryptedPin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('accepts a PIN until 5 minutes after it was typed, then answers 422 PIN_EXPIRED and counts no attempt', async () => {
    expect(pinEntryTtlMs).toBe(5 * 60 * 1000);
    const early = await typePin('1234');
    const late = await typePin('0000');
    api.clock.advance(pinEntryTtlMs / 1000 - 1);
    expect((await checkWith(avery, early)).status).toBe(200);
    api.clock.advance(1);
    const expired = await checkWith(avery, late);
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual({
      code: 'PIN_EXPIRED',
      reason: 'This PIN entry has expired. Please enter your SNAP EBT PIN again.',
    });
    expect(await pinFailures()).toBe(0);
    expect((await check(avery, '1234')).status).toBe(200);
  });

  it('forgets spent nonces a while after their PINs expired, and an expired replay stays refused', async () => {
    const encryptedPin = await typePin('1234');
    expect((await checkWith(avery, encryptedPin)).status).toBe(200);
    api.clock.advance((2 * pinEntryTtlMs) / 1000 + 1);
    expect((await check(avery, '1234')).status).toBe(200);
    const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM spent_pin_nonces');
    expect(rows[0]?.count).toBe(1);
    expect(codeOf(await checkWith(avery, encryptedPin))).toBe('PIN_EXPIRED');
  });

  it('after a PIN typed for another card of the shopper is sent for this one, answers 422 PIN_OTHER_CARD', async () => {
    const forTheOldCard = await typePin('1234');
    const ids = await idsOf('avery@aisle.test');
    expect((await api.call('DELETE', `${walletPath}/${ids.card_id}`, { token: avery })).status).toBe(200);
    const added = await addCard(api, avery, ebtCardBody('5077190000000019'));
    const newGram = added.body.data.payment.card.paymentGram;
    const other = await checkWith(avery, forTheOldCard, newGram);
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({
      code: 'PIN_OTHER_CARD',
      reason: 'This PIN was entered for another card. Please enter your SNAP EBT PIN again.',
    });
    // The PIN widget seals PINs for SNAP EBT cards only; one sealed for her gift card is refused too.
    const gift = await idsOf('avery@aisle.test', 'GIFT_CARD');
    const forTheGiftCard = sealPin('4321', { shopperId: gift.shopper_id, cardId: gift.card_id ?? '' }, api.clock.now);
    expect(codeOf(await checkWith(avery, forTheGiftCard, newGram))).toBe('PIN_OTHER_CARD');
    expect((await check(avery, '4321', newGram)).status).toBe(200);
  });

  it('after another shopper sends a PIN typed for a card of theirs, answers 422 PIN_OTHER_SHOPPER and spends nothing', async () => {
    const riley = await api.signIn('riley@aisle.test');
    const added = await addCard(api, riley, ebtCardBody('5077190000000019'));
    const rileysGram = added.body.data.payment.card.paymentGram;
    const rileysPin = await typePin('4321', rileysGram);
    const stolen = await checkWith(avery, rileysPin);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({
      code: 'PIN_OTHER_SHOPPER',
      reason: 'This PIN was entered on another account. Please enter your SNAP EBT PIN again.',
    });
    expect(await pinFailures()).toBe(0);
    // Riley's own check with it still works: a refused entry is not spent.
    expect((await checkWith(riley, rileysPin, rileysGram)).status).toBe(200);
  });

  it('after the encryptedPin is changed, cut, sealed under another key or unbound, answers 400 and counts no attempt', async () => {
    const encryptedPin = await typePin('1234');
    const ids = await idsOf('avery@aisle.test');
    const at = (index: number) => (encryptedPin[index] === 'A' ? 'B' : 'A');
    const middle = Math.floor(encryptedPin.length / 2);
    // The PIN widget's old format: the PIN alone, encrypted under the same key, bound to nothing.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', serverKey('pin'), iv);
    const sealed = Buffer.concat([cipher.update('1234', 'utf8'), cipher.final()]);
    const unbound = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    const tampered = [
      encryptedPin.slice(0, middle) + at(middle) + encryptedPin.slice(middle + 1),
      encryptedPin.slice(0, 8) + at(8) + encryptedPin.slice(9),
      encryptedPin.slice(0, -4),
      sealPin('1234', { shopperId: ids.shopper_id, cardId: ids.card_id ?? '' }, api.clock.now, randomBytes(32)),
      unbound,
    ];
    for (const changed of tampered) {
      const answer = await checkWith(avery, changed);
      expect(answer.status).toBe(400);
      expect(codeOf(answer)).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    }
    expect(await pinFailures()).toBe(0);
    expect((await checkWith(avery, encryptedPin)).status).toBe(200);
  });
});
