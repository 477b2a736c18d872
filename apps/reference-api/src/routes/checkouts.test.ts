import type { CheckoutResponse } from '@aisle/contracts/checkout';
import type { PromiseResponse, QuotesResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;
let token: string;
let promise: PromiseResponse['data'];

const cart = [
  { gtin13: '0001111041700', quantity: 2 },
  { gtin13: '0001111060903', quantity: 1 },
];
const checkouts = '/atlas/v1/checkout/v2/checkouts';

const call = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>, as = token) =>
  api.call<T & ErrorAnswer>(method, path, { body, token: as, ...(headers && { headers }) });

const create = (overrides: object = {}, headers?: Record<string, string>) =>
  call<CheckoutResponse>(
    'POST',
    checkouts,
    {
      modalityType: 'DELIVERY',
      lineItems: cart.map((line) => ({ cart: line })),
      fulfillment: { promise: { id: promise.id, versionKey: promise.versionKey } },
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
      ...overrides,
    },
    headers,
  );

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  token = await api.signIn('avery@aisle.test');
  const quotes = await call<QuotesResponse>('POST', '/atlas/v1/promising/v4/quotes', {
    modalityType: 'DELIVERY',
    locationId: '01400352',
    items: cart,
  });
  const time = quotes.body.data.days.flatMap((day) => day.times)[0];
  if (!time) throw new Error('the store quotes no time');
  const reserved = await call<PromiseResponse>('POST', '/atlas/v1/promising/v4/promises', {
    modalityType: 'DELIVERY',
    locationId: '01400352',
    optionIds: [`${time.quoteId}:${time.optionId}`],
    items: cart,
    vendorId: time.vendorId,
  });
  promise = reserved.body.data;
});

describe('given a held promise', () => {
  it('makes a draft checkout of it, which its shopper can read back', async () => {
    const answer = await create();
    expect(answer.status).toBe(201);
    const checkout = answer.body.data;
    expect(checkout).toMatchObject({
      status: 'DRAFT',
      versionKey: '1',
      modalityType: 'DELIVERY',
      lineItems: cart.map((line) => ({ cart: line })),
      fulfillment: {
        promise: { id: promise.id, window: promise.selections[0]?.window, expiration: promise.expiration.value },
        locationId: '01400352',
      },
    });
    const read = await call<CheckoutResponse>('GET', `${checkouts}/${checkout.id}`);
    expect(read.body.data).toEqual(checkout);
  });

  it('makes one checkout of a repeated request (a double click), answering the first again', async () => {
    const key = { 'Idempotency-Key': 'place-1' };
    const first = await create({}, key);
    const second = await create({}, key);
    expect(second.body.data.id).toBe(first.body.data.id);
    const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM checkouts');
    expect(rows[0]?.count).toBe(1);
  });

  it('refuses a promise read at an older version, an expired one, another way of shopping', async () => {
    expect((await create({ fulfillment: { promise: { id: promise.id, versionKey: '7' } } })).body.errors).toMatchObject(
      {
        code: 'PROMISE_VERSION_CONFLICT',
      },
    );
    expect((await create({ modalityType: 'PICKUP' })).body.errors).toMatchObject({ code: 'MODALITY_MISMATCH' });
    api.clock.advance(31 * 60);
    token = await api.signIn('avery@aisle.test'); // the access token lapsed with the hold
    const expired = await create();
    expect(expired.status).toBe(410);
    expect(expired.body.errors).toEqual({
      code: 'PROMISE_EXPIRED',
      reason: 'Your reservation has expired. Please select a new time.',
    });
  });

  it('keeps one shopper’s promise and checkout from another', async () => {
    const mine = await create();
    const morgan = await api.signIn('morgan@aisle.test');
    const theirs = await call<CheckoutResponse>(
      'GET',
      `${checkouts}/${mine.body.data.id}`,
      undefined,
      undefined,
      morgan,
    );
    expect(theirs.status).toBe(404);
    const stolen = await call<CheckoutResponse>(
      'POST',
      checkouts,
      {
        modalityType: 'DELIVERY',
        lineItems: cart.map((line) => ({ cart: line })),
        fulfillment: { promise: { id: promise.id, versionKey: promise.versionKey } },
      },
      undefined,
      morgan,
    );
    expect(stolen.status).toBe(404);
  });

  it('answers bad input with 400 and the field’s message, never 500', async () => {
    const empty = await create({ lineItems: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body.errors)).toContain('lineItems holds at least one line');
    expect((await create({ fulfillment: { promise: { id: 'not-a-uuid', versionKey: '1' } } })).status).toBe(404);
    expect((await call('GET', `${checkouts}/not-a-uuid`)).status).toBe(404);
    expect((await create({ properties: { paymentVersion: '1', createOrderPromiseHadFallout: false } })).status).toBe(
      400,
    );
  });

  it('refuses a line over the order’s quantity limit with CART_QUANTITY_LIMIT_EXCEEDED and the item’s name (ERR-31)', async () => {
    const over = await create({
      lineItems: [{ cart: { gtin13: cart[0]!.gtin13, quantity: 100 } }, { cart: cart[1] }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
    expect(over.body.errors.reason).toMatch(
      /^An order can hold up to 99 of an item, and your cart has 100 of .+\. Please update your cart and try again\.$/,
    );
    const atLimit = await create({ lineItems: [{ cart: { gtin13: cart[0]!.gtin13, quantity: 99 } }] });
    expect(atLimit.status).toBe(201);
  });

  it('asks for a session', async () => {
    const answer = await api.call('POST', checkouts, { body: {} });
    expect(answer.status).toBe(401);
  });

  it('gives each line and the order their price adjustments: none without coupons or promo codes', async () => {
    const checkout = (await create()).body.data;
    expect(checkout.lineItems.map((line) => line.priceAdjustment)).toEqual([
      { coupons: [], promos: [] },
      { coupons: [], promos: [] },
    ]);
    expect(checkout.priceAdjustment).toEqual({ promos: [], coupons: [] });
  });
});
