import type { PromiseResponse, QuotesResponse, TimeSlotOption } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;
let token: string;
let chosen: TimeSlotOption;

const cart = [
  { gtin13: '0001111041700', quantity: 2 },
  { gtin13: '0001111060903', quantity: 1 },
];

const call = <T>(method: string, path: string, body: unknown) =>
  api.call<T & ErrorAnswer>(method, path, { body, token });

/** The first time the store quotes for the way of shopping. */
async function firstTime(modalityType: string): Promise<TimeSlotOption> {
  const quotes = await call<QuotesResponse>('POST', '/atlas/v1/promising/v4/quotes', {
    modalityType,
    locationId: '01400352',
    items: cart,
  });
  const first = quotes.body.data.days.flatMap((day) => day.times)[0];
  if (!first) throw new Error('the store quotes no time');
  return first;
}

const create = (
  option: Pick<TimeSlotOption, 'quoteId' | 'optionId' | 'vendorId'> = chosen,
  modalityType = 'DELIVERY',
) =>
  call<PromiseResponse>('POST', '/atlas/v1/promising/v4/promises', {
    modalityType,
    locationId: '01400352',
    optionIds: [`${option.quoteId}:${option.optionId}`],
    items: cart,
    vendorId: option.vendorId,
  });

const update = (id: string, versionKey: string, items = cart) =>
  call<PromiseResponse>('PUT', `/atlas/v1/promising/v4/promises/${id}`, { items, versionKey });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.reset();
  token = await api.signIn('avery@aisle.test');
  chosen = await firstTime('DELIVERY');
});

describe('given a quoted time', () => {
  it('reserves it for 30 minutes: the window, the vendor, the items, version 1', async () => {
    const answer = await create();
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      modalityType: 'DELIVERY',
      versionKey: '1',
      modalityGuid: 'DELIVERY-01400352',
      expiration: { value: new Date(api.clock.now.getTime() + 30 * 60 * 1000).toISOString() },
      selections: [{ vendor: { id: chosen.vendorId }, window: chosen.window }],
    });
    const items = answer.body.data.selections[0]?.items;
    expect([...(items?.included ?? []), ...(items?.excluded ?? [])]).toHaveLength(cart.length);
  });

  it('refuses a time the store no longer quotes with the spec’s message', async () => {
    const answer = await create({ ...chosen, optionId: '0300' });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({
      code: 'TIMESLOT_UNAVAILABLE',
      reason: 'The time you selected for your order is no longer available. Please select a new time.',
    });
  });
});

describe('given a ship order’s window', () => {
  it('reserves it as it does a time, and changes its items under the version read', async () => {
    const shipping = await firstTime('SHIP');
    const answer = await create(shipping, 'SHIP');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      modalityType: 'SHIP',
      versionKey: '1',
      modalityGuid: 'SHIP-01400352',
      selections: [{ vendor: { id: 'ship' }, window: shipping.window }],
    });
    const updated = await update(answer.body.data.id, '1', [{ gtin13: '0001111041700', quantity: 5 }]);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ modalityType: 'SHIP', versionKey: '2' });
  });

  it('refuses it held as a delivery time: the delivery quotes do not hold it', async () => {
    const answer = await create(await firstTime('SHIP'), 'DELIVERY');
    expect(answer.status).toBe(409);
    expect(answer.body.errors.code).toBe('TIMESLOT_UNAVAILABLE');
  });
});

describe('given a reservation', () => {
  it('changes its items under the version read, and moves the version on', async () => {
    const { id } = (await create()).body.data;
    const answer = await update(id, '1', [{ gtin13: '0001111041700', quantity: 5 }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.versionKey).toBe('2');
    expect(
      answer.body.data.selections[0]?.items.included.concat(answer.body.data.selections[0]?.items.excluded ?? []),
    ).toEqual([expect.objectContaining({ gtin13: '0001111041700', quantity: 5 })]);
  });

  it('of two updates naming the same version, lets one through and tells the other it was updated elsewhere', async () => {
    const { id } = (await create()).body.data;
    const answers = await Promise.all([update(id, '1'), update(id, '1')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errors.code).toBe('PROMISE_VERSION_CONFLICT');
  });

  it('after its hold has passed, answers PROMISE_EXPIRED', async () => {
    const { id } = (await create()).body.data;
    api.clock.advance(31 * 60);
    token = await api.signIn('avery@aisle.test');
    const answer = await update(id, '1');
    expect(answer.status).toBe(410);
    expect(answer.body.errors.code).toBe('PROMISE_EXPIRED');
  });

  it('is another shopper’s to nobody else: their id answers PROMISE_NOT_FOUND, as does a malformed one', async () => {
    const { id } = (await create()).body.data;
    token = await api.signIn('morgan@aisle.test');
    for (const target of [id, 'not-a-promise']) {
      const answer = await update(target, '1');
      expect(answer.status).toBe(404);
      expect(answer.body.errors.code).toBe('PROMISE_NOT_FOUND');
    }
  });
});
