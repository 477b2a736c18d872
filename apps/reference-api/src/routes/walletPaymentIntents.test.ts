import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { addCard, giftCardBody, walletPath } from '../testing/walletTestSupport';

const intentsPath = '/payment/v1/payment-intents';
const notFoundReason = 'Could not find the requested payment intent.';
let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

type IntentAnswer = { data: { payment: { paymentIntentId: string } } };

async function newIntent(token: string): Promise<string> {
  const answer = await api.call<IntentAnswer>('POST', intentsPath, { token });
  expect(answer.status).toBe(201);
  return answer.body.data.payment.paymentIntentId;
}

const listWith = (token: string, intent: string) =>
  api.call<ErrorAnswer>('GET', walletPath, { token, headers: { 'X-Payment-Intent-Id': intent } });

describe('given a payment intent', () => {
  it('after creating one, every wallet call naming it runs', async () => {
    const intent = await newIntent(avery);
    expect(intent).toMatch(/^[\w-]{8,}$/);
    expect((await listWith(avery, intent)).status).toBe(200);
    const billing = await api.call('GET', `${walletPath}/account/billing`, {
      token: avery,
      headers: { 'X-Payment-Intent-Id': intent },
    });
    expect(billing.status).toBe(200);
  });

  it('after naming an unknown intent, answers 404 with the reason the client retries on', async () => {
    const answer = await listWith(avery, 'pi-unknown');
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual({ code: 'PAYMENT_INTENT_NOT_FOUND', reason: notFoundReason });
  });

  it('after 30 minutes, the intent has expired and answers 404', async () => {
    const intent = await newIntent(avery);
    api.clock.advance(29 * 60);
    expect((await listWith(avery, intent)).status).toBe(200);
    api.clock.advance(60);
    const token = await api.signIn('avery@aisle.test');
    const answer = await listWith(token, intent);
    expect(answer.status).toBe(404);
    expect(answer.body.errors.reason).toBe(notFoundReason);
  });

  it('after a sixth intent, the oldest is dropped and the five newest still run', async () => {
    const intents: string[] = [];
    for (let made = 0; made < 6; made += 1) {
      intents.push(await newIntent(avery));
      api.clock.advance(1);
    }
    const statuses = await Promise.all(intents.map(async (intent) => (await listWith(avery, intent)).status));
    expect(statuses).toEqual([404, 200, 200, 200, 200, 200]);
    // Asked again and again, the shopper's intents grow no further.
    for (let made = 0; made < 5; made += 1) await newIntent(avery);
    const { rows } = await api.db.query<{ count: string }>('SELECT count(*) FROM payment_intents');
    expect(Number(rows[0]?.count)).toBe(5);
  });

  it('after Morgan names Avery’s intent, answers 404', async () => {
    const intent = await newIntent(avery);
    expect((await listWith(await api.signIn('morgan@aisle.test'), intent)).status).toBe(404);
  });

  it('after a mutation with an unknown intent, changes nothing; the retry with a new intent and the same key runs', async () => {
    const headers = { 'Idempotency-Key': 'gift-1', 'X-Payment-Intent-Id': 'pi-stale' };
    const refused = await addCard(api, avery, giftCardBody('6006491000000000025'), headers);
    expect(refused.status).toBe(404);
    expect(refused.body.errors.reason).toBe(notFoundReason);
    const intent = await newIntent(avery);
    const retried = await addCard(api, avery, giftCardBody('6006491000000000025'), {
      ...headers,
      'X-Payment-Intent-Id': intent,
    });
    expect(retried.status).toBe(201);
  });

  it('after a call without the header, no intent is checked', async () => {
    expect((await api.call('GET', walletPath, { token: avery })).status).toBe(200);
  });

  it('after creating two with one Idempotency-Key, answers the same intent', async () => {
    const headers = { 'Idempotency-Key': 'intent-1' };
    const first = await api.call<IntentAnswer>('POST', intentsPath, { token: avery, headers });
    const second = await api.call<IntentAnswer>('POST', intentsPath, { token: avery, headers });
    expect(second.body.data.payment.paymentIntentId).toBe(first.body.data.payment.paymentIntentId);
  });
});
