import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { listCards, walletPath, type CardAnswer } from '../testing/walletTestSupport';

let api: TestApi;
let avery: string;
let morgan: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
  morgan = await api.signIn('morgan@aisle.test');
});

describe('given Avery’s seeded wallet', () => {
  it('after listing it, answers the preferred Visa first, then the newest first, each saved', async () => {
    const answer = await api.call<CardAnswer>('GET', walletPath, { token: avery });
    expect(answer.status).toBe(200);
    const cards = await listCards(api, avery);
    expect(cards.map((card) => [card.cardType, card.brand, card.lastFourPan])).toEqual([
      ['CREDIT_CARD', 'VISA', '1111'],
      ['CREDIT_CARD', 'MASTERCARD', '4444'],
      ['EBT_CARD', 'EBT', '0001'],
      ['GIFT_CARD', 'NONE', '0050'],
    ]);
    expect(cards.every((card) => card.saved && card.id === card.cardId)).toBe(true);
    expect(cards[0]).toMatchObject({
      imageType: 'VI',
      bin: '411111',
      expirationMonth: '08',
      expirationYear: '2029',
      expired: false,
      preferred: true,
      default: true,
      defaultApplications: ['CLICKLIST'],
      firstName: 'Avery',
      lastName: 'Jordan',
      address: { addressLines: ['Apt 5C', '1014 Vine St'], cityTown: 'Cincinnati', stateProvince: 'OH' },
      billingAddress: { addressLine1: '1014 Vine St', addressLine2: 'Apt 5C', zipCode: '45202', country: 'US' },
    });
    // The checkout's payment card is this card, of the walletV2 type (checkout spec §3).
    expect(cards[0]?.walletV2).toEqual({
      id: cards[0]?.id,
      paymentGram: cards[0]?.paymentGram,
      vaultCardId: cards[0]?.vaultCardId,
    });
    expect(cards[1]).toMatchObject({ imageType: 'MC', expirationYear: '2025', expired: true, preferred: false });
    expect(cards[2]).toMatchObject({ imageType: 'EBT', expired: false });
    expect(cards[2]).not.toHaveProperty('balance');
    expect(cards[3]).toMatchObject({ imageType: 'GC' });
    expect(cards[3]).not.toHaveProperty('balance');
    expect(typeof cards[3]?.paymentGram).toBe('string');
  });

  it('after listing it with X-Gift-Card-Balances true, answers the gift card’s balance', async () => {
    const cards = await listCards(api, avery, { 'X-Gift-Card-Balances': 'true' });
    expect(cards.find((card) => card.cardType === 'GIFT_CARD')?.balance).toBe('USD 50.00');
  });

  it('after hiding SNAP and gift cards by header, answers only the bank cards', async () => {
    const cards = await listCards(api, avery, { 'X-Show-Snap-Cards': 'false', 'X-Show-Gift-Cards': 'FALSE' });
    expect(cards.map((card) => card.cardType)).toEqual(['CREDIT_CARD', 'CREDIT_CARD']);
  });

  it('after listing it from another app, nothing is preferred there: newest first', async () => {
    const cards = await listCards(api, avery, { 'X-Application-Id': 'membership' });
    expect(cards.map((card) => card.lastFourPan)).toEqual(['1111', '4444', '0001', '0050']);
    expect(cards[0]).toMatchObject({ preferred: false, default: false, defaultApplications: ['CLICKLIST'] });
  });

  it('after the clock passes the Visa’s expiry month, answers it expired', async () => {
    api.clock.now = new Date('2029-09-01T00:00:00.000Z');
    const token = await api.signIn('avery@aisle.test');
    expect((await listCards(api, token))[0]).toMatchObject({ lastFourPan: '1111', expired: true });
    api.clock.now = new Date('2029-08-31T23:59:59.000Z');
    expect((await listCards(api, token))[0]?.expired).toBe(false);
  });

  it.each([[{ 'X-Application-Id': 'SHOP' }], [{ 'X-Show-Snap-Cards': 'no' }], [{ 'X-Gift-Card-Balances': '1' }]])(
    'after a bad header %j, answers 400 CONSTRAINT_VIOLATION_EXCEPTION',
    async (headers) => {
      const answer = await api.call<ErrorAnswer>('GET', walletPath, { token: avery, headers });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    },
  );
});

describe('given Morgan and Riley', () => {
  it('after listing, Morgan has one Amex and Riley nothing', async () => {
    const cards = await listCards(api, morgan);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'AMEX', imageType: 'AX', lastFourPan: '0005', preferred: true });
    expect(cards[0]?.address).toMatchObject({ stateProvince: 'ON', countryCode: 'CA', postalCode: 'M5V 3L9' });
    expect(await listCards(api, await api.signIn('riley@aisle.test'))).toEqual([]);
  });

  it('after Morgan deletes or prefers Avery’s card, answers 404 CARD_NOT_FOUND and Avery keeps it', async () => {
    const [visa] = await listCards(api, avery);
    const removed = await api.call<ErrorAnswer>('DELETE', `${walletPath}/${visa?.id}`, { token: morgan });
    expect(removed.status).toBe(404);
    expect(removed.body.errors.code).toBe('CARD_NOT_FOUND');
    const preferred = await api.call<ErrorAnswer>('PUT', `${walletPath}/cards/defaults`, {
      token: morgan,
      body: { cardId: visa?.id },
    });
    expect(preferred.status).toBe(404);
    expect((await listCards(api, morgan)).map((card) => card.id)).not.toContain(visa?.id);
    expect((await listCards(api, avery)).map((card) => card.id)).toContain(visa?.id);
  });
});

describe('given a card to delete', () => {
  it('after deleting it, answers DELETED and the list no longer has it', async () => {
    const [, mastercard] = await listCards(api, avery);
    const answer = await api.call('DELETE', `${walletPath}/${mastercard?.id}`, { token: avery });
    expect(answer).toMatchObject({ status: 200, body: { data: { payment: { status: 'DELETED' } } } });
    expect((await listCards(api, avery)).map((card) => card.lastFourPan)).toEqual(['1111', '0001', '0050']);
  });

  it.each(['00000000-0000-0000-0000-000000000000', 'not-a-card', '%00', encodeURIComponent("' OR 1=1 --")])(
    'after deleting the unknown id %s, answers 404 CARD_NOT_FOUND',
    async (id) => {
      const answer = await api.call<ErrorAnswer>('DELETE', `${walletPath}/${id}`, { token: avery });
      expect(answer.status).toBe(404);
      expect(answer.body.errors.code).toBe('CARD_NOT_FOUND');
    },
  );

  it('after deleting twice with one Idempotency-Key, answers DELETED twice', async () => {
    const [, mastercard] = await listCards(api, avery);
    const call = () =>
      api.call('DELETE', `${walletPath}/${mastercard?.id}`, { token: avery, headers: { 'Idempotency-Key': 'del-1' } });
    expect((await call()).status).toBe(200);
    const again = await call();
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('given the preferred card calls', () => {
  it('after making the Mastercard preferred, it leads the list and the Visa is no longer preferred', async () => {
    const [, mastercard] = await listCards(api, avery);
    const answer = await api.call<CardAnswer>('PUT', `${walletPath}/cards/defaults`, {
      token: avery,
      body: { cardId: mastercard?.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment.card).toMatchObject({ id: mastercard?.id, preferred: true });
    const cards = await listCards(api, avery);
    expect(cards.map((card) => [card.lastFourPan, card.preferred])).toEqual([
      ['4444', true],
      ['1111', false],
      ['0001', false],
      ['0050', false],
    ]);
  });

  it('after making the Mastercard preferred for MEMBERSHIP, the Visa stays preferred for CLICKLIST', async () => {
    const [, mastercard] = await listCards(api, avery);
    const answer = await api.call<CardAnswer>('PUT', `${walletPath}/cards/defaults`, {
      token: avery,
      body: { cardId: mastercard?.id },
      headers: { 'X-Application-Id': 'MEMBERSHIP' },
    });
    expect(answer.body.data.payment.card.defaultApplications).toEqual(['MEMBERSHIP']);
    expect((await listCards(api, avery))[0]).toMatchObject({ lastFourPan: '1111', preferred: true });
  });
});

describe('given no sign-in', () => {
  it.each([
    ['GET', walletPath],
    ['POST', walletPath],
    ['PUT', walletPath],
    ['DELETE', `${walletPath}/00000000-0000-0000-0000-000000000000`],
    ['GET', `${walletPath}/account/billing`],
    ['POST', `${walletPath}/gift-card/balance`],
    ['POST', `${walletPath}/cards/ebt/balance`],
    ['PUT', `${walletPath}/cards/defaults`],
    ['POST', '/payment/v1/payment-intents'],
  ])('after %s %s, answers 401 UNAUTHORIZED', async (method, path) => {
    const answer = await api.call<ErrorAnswer>(method, path, { body: method === 'GET' ? undefined : {} });
    expect(answer.status).toBe(401);
    expect(answer.body.errors.code).toBe('UNAUTHORIZED');
  });
});

describe('given the storefront on another local port', () => {
  it('after a preflight for the wallet config headers, allows them', async () => {
    const response = await api.app.request(walletPath, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-show-snap-cards,x-gift-card-balances',
      },
    });
    expect(response.status).toBe(204);
    const allowed = response.headers.get('Access-Control-Allow-Headers') ?? '';
    for (const header of ['X-Show-Snap-Cards', 'X-Show-Gift-Cards', 'X-Gift-Card-Balances', 'X-Payment-Intent-Id']) {
      expect(allowed).toContain(header);
    }
  });
});

describe('given a data folder seeded before the wallet tables existed', () => {
  it('after the next start seeds again, the demo wallets and billing addresses are there', async () => {
    await api.db.exec('DELETE FROM wallet_cards; DELETE FROM wallet_billing_addresses');
    expect(await listCards(api, avery)).toEqual([]);
    expect(await seed(api.db, api.clock.now)).toEqual({ shoppers: 0, stores: 0, cards: 5 });
    expect(await listCards(api, avery)).toHaveLength(4);
    const billing = await api.call<{ data: { payment: { addresses: unknown[] } } }>(
      'GET',
      `${walletPath}/account/billing`,
      { token: morgan },
    );
    expect(billing.body.data.payment.addresses).toHaveLength(2);
  });
});

describe('given an injected fault on the wallet', () => {
  it('after listing, answers the fault, then the wallet again', async () => {
    await api.call('POST', '/__test/faults', {
      body: { method: 'GET', path: walletPath, status: 503, code: 'SERVICE_DOWN', times: 1 },
    });
    const failed = await api.call<ErrorAnswer>('GET', walletPath, { token: avery });
    expect(failed.status).toBe(503);
    expect(failed.body.errors.code).toBe('SERVICE_DOWN');
    expect(await listCards(api, avery)).toHaveLength(4);
    await api.call('DELETE', '/__test/faults');
  });
});
