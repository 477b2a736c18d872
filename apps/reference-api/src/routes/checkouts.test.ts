import type { CheckoutResponse } from '@aisle/contracts/checkout';
import type { ProfileResponse } from '@aisle/contracts/account';
import type { PromiseResponse, QuotesResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wine } from '../testing/checkoutTestSupport';
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

  it('keeps the cart it was made from (cartId), and names none when the call named none', async () => {
    const cartId = '7d3c1f0e-5b2a-4c1d-9e8f-0a1b2c3d4e5f';
    const answer = await create({ cartId });
    expect(answer.body.data.cartId).toBe(cartId);
    expect((await call<CheckoutResponse>('GET', `${checkouts}/${answer.body.data.id}`)).body.data.cartId).toBe(cartId);
    expect((await create()).body.data).not.toHaveProperty('cartId');
    expect((await create({ cartId: 'x'.repeat(81) })).status).toBe(400);
  });

  it('keeps each line’s substitution policy: as sent, and NONE when a line says nothing (§9)', async () => {
    const [first, ...rest] = cart;
    if (!first) throw new Error('the cart is empty');
    const answer = await create({
      lineItems: [
        { cart: { ...first, substitutionPolicy: 'SHOPPER_CHOICE' } },
        ...rest.map((line) => ({ cart: line })),
      ],
    });
    expect(answer.body.data.lineItems.map((line) => line.cart.substitutionPolicy)).toEqual([
      'SHOPPER_CHOICE',
      ...rest.map(() => 'NONE'),
    ]);
    const unknown = await create({ lineItems: [{ cart: { ...first, substitutionPolicy: 'CUSTOMER_CHOICE' } }] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('substitutionPolicy is SHOPPER_CHOICE or NONE');
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
    for (const other of ['PICKUP', 'SHIP']) {
      expect((await create({ modalityType: other })).body.errors).toMatchObject({ code: 'MODALITY_MISMATCH' });
    }
    const unknown = await create({ modalityType: 'IN_STORE' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('modalityType is PICKUP, DELIVERY or SHIP');
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
      lineItems: [
        { cart: { gtin13: '0001111041700', quantity: 100 } },
        { cart: { gtin13: '0001111060903', quantity: 1 } },
      ],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.code).toBe('CART_QUANTITY_LIMIT_EXCEEDED');
    expect(over.body.errors.reason).toMatch(
      /^An order can hold up to 99 of an item, and your cart has 100 of .+\. Please update your cart and try again\.$/,
    );
    const atLimit = await create({ lineItems: [{ cart: { gtin13: '0001111041700', quantity: 99 } }] });
    expect(atLimit.status).toBe(201);
  });

  describe('what the host sends of the buyer and the fulfilment (CALL-09, CALL-10)', () => {
    const chosen = {
      addressLines: ['Ste 200', '7650 Montgomery Rd'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45236',
    };
    const profileOf = async () =>
      (await call<ProfileResponse>('GET', '/atlas/v1/customer-profile/v1/profile')).body.data.profile;

    it('starts the draft from the contact, address, store, delivery type and notes it is given', async () => {
      const profile = await profileOf();
      const answer = await create({
        buyer: {
          profileId: profile.userId,
          email: profile.emailAddress,
          loyaltyId: profile.loyaltyCardNumber,
          dateOfBirth: '1990-04-02',
          address: profile.address,
        },
        fulfillment: {
          promise: { id: promise.id, versionKey: promise.versionKey },
          contact: { firstName: 'Sam', lastName: 'Jordan', phone: '+15135550199', smsOptin: true },
          address: chosen,
          location: { id: '01400352' },
          deliveryType: 'Contactless',
          instructions: 'Leave it by the mailroom.',
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        fulfillment: {
          contact: { firstName: 'Sam', lastName: 'Jordan', phone: '+15135550199', smsOptin: true },
          instructions: 'Leave it by the mailroom.',
          deliveryType: 'Contactless',
          destination: {
            name: 'Work',
            addressLine1: '7650 Montgomery Rd, Ste 200',
            city: 'Cincinnati',
            zipCode: '45236',
          },
        },
        buyer: { dateOfBirth: '1990-04-02' },
      });
      expect(answer.body.data.fulfillment.destination.latitude).toEqual(expect.any(Number));
    });

    it('delivers to an address the book does not hold, with its own coordinates or none', async () => {
      const elsewhere = { ...chosen, addressLines: ['12 Main St'], location: { lat: 39.1, lng: -84.5 } };
      const placed = await create({
        fulfillment: { promise: { id: promise.id, versionKey: promise.versionKey }, address: elsewhere },
      });
      expect(placed.body.data.fulfillment.destination).toEqual({
        name: 'Delivery address',
        addressLine1: '12 Main St',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45236',
        latitude: 39.1,
        longitude: -84.5,
      });
    });

    it('fills what is left out from the profile: the name, the mobile number, the home address', async () => {
      const answer = await create();
      expect(answer.body.data.fulfillment).toMatchObject({
        contact: { firstName: 'Avery', lastName: 'Jordan', phone: '+15135550123', smsOptin: false },
        instructions: '',
        deliveryType: 'Standard',
        destination: { name: 'Home', addressLine1: '1014 Vine St, Apt 5C' },
      });
    });

    it('refuses a buyer other than the signed-in shopper with 403', async () => {
      const profile = await profileOf();
      for (const buyer of [
        { profileId: '00000000-0000-4000-8000-000000000000' },
        { email: 'morgan@aisle.test' },
        { profileId: profile.userId, loyaltyId: '4800099999999' },
      ]) {
        const answer = await create({ buyer });
        expect(answer.status).toBe(403);
        expect(answer.body.errors).toEqual({
          code: 'BUYER_MISMATCH',
          reason: 'The buyer must be the signed-in shopper.',
        });
      }
      expect((await create({ buyer: { email: 'AVERY@aisle.test' } })).status).toBe(201);
    });

    it('refuses another store, and contactless delivery of age-restricted items', async () => {
      const held = { id: promise.id, versionKey: promise.versionKey };
      const elsewhere = await create({ fulfillment: { promise: held, location: { id: '01400943' } } });
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.errors.code).toBe('LOCATION_MISMATCH');
      const contactless = await create({
        lineItems: [{ cart: { gtin13: wine, quantity: 1 } }],
        fulfillment: { promise: held, deliveryType: 'Contactless' },
      });
      expect(contactless.status).toBe(422);
      expect(contactless.body.errors.code).toBe('CONTACTLESS_NOT_ALLOWED');
    });

    it('answers a contact or notes that break the form’s rules with 400 and the field’s message', async () => {
      const held = { id: promise.id, versionKey: promise.versionKey };
      const noPhone = await create({
        fulfillment: { promise: held, contact: { firstName: 'Sam', lastName: 'Jordan', phone: '', smsOptin: true } },
      });
      expect(noPhone.status).toBe(400);
      expect(JSON.stringify(noPhone.body.errors)).toContain('Text messages need a valid phone number');
      const long = await create({ fulfillment: { promise: held, instructions: 'x'.repeat(129) } });
      expect(JSON.stringify(long.body.errors)).toContain('instructions must be at most 128 characters');
      const nowhere = await create({ fulfillment: { promise: held, address: { ...chosen, addressLines: [] } } });
      expect(JSON.stringify(nowhere.body.errors)).toContain('addressLines holds the street');
    });
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
