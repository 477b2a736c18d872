import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';
import { checkoutPath, putCheckout, startDraft, wine } from '../testing/checkoutTestSupport';

let api: TestApi;
let avery: string;

beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.call('DELETE', '/__test/faults');
  await api.reset();
  avery = await api.signIn('avery@aisle.test');
});

const promo = (action: string, code: string) => ({ priceAdjustment: { promos: [{ action, code }] } });
const contact = { firstName: 'Avery', lastName: 'Jordan', phone: '+15135550199', smsOptin: true };

describe('given promo codes', () => {
  it('applies SAVE5 and FRESH10, shares the saving with SNAP, and removes one again', async () => {
    const { checkout } = await startDraft(api, avery);
    const save5 = await putCheckout(api, avery, checkout.id, { versionKey: '1', ...promo('ADD', ' save5 ') });
    expect(save5.status).toBe(200);
    expect(save5.body.data.priceAdjustment.promos).toEqual([{ code: 'SAVE5', couponId: 'promo-save5', amount: 5 }]);
    // $5 of $18.75 comes off, $3.80 of it off the $14.26 SNAP can pay.
    expect(save5.body.data.summary.cost).toMatchObject({ promoTotal: 5, ebtTotal: 10.46 });
    expect(save5.body.data.versionKey).toBe('2');
    expect(save5.body.data.checksum).not.toBe(checkout.checksum);
    const both = await putCheckout(api, avery, checkout.id, { versionKey: '2', ...promo('add', 'FRESH10') });
    expect(both.body.data.summary.cost.promoTotal).toBe(6.88);
    const removed = await putCheckout(api, avery, checkout.id, { versionKey: '3', ...promo('REMOVE', 'SAVE5') });
    expect(removed.body.data.priceAdjustment.promos.map((each) => each.code)).toEqual(['FRESH10']);
  });

  it('refuses an unknown code, one under its minimum and removing one not applied: 422 PROMO_INVALID', async () => {
    const { checkout } = await startDraft(api, avery);
    for (const change of [promo('ADD', 'NOPE'), promo('ADD', 'BIG20'), promo('REMOVE', 'SAVE5')]) {
      const answer = await putCheckout(api, avery, checkout.id, { versionKey: '1', ...change });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.code).toBe('PROMO_INVALID');
    }
  });

  it('refuses a code of 129 characters or none with 400', async () => {
    const { checkout } = await startDraft(api, avery);
    const long = await putCheckout(api, avery, checkout.id, { versionKey: '1', ...promo('ADD', 'X'.repeat(129)) });
    expect(long.status).toBe(400);
    const empty = await putCheckout(api, avery, checkout.id, { versionKey: '1', ...promo('ADD', ' ') });
    expect(JSON.stringify(empty.body.errors)).toContain('You must enter a promo code');
  });

  it('shares a code’s saving out over the lines by what each costs, to the cent', async () => {
    const { checkout } = await startDraft(api, avery);
    const save5 = await putCheckout(api, avery, checkout.id, { versionKey: '1', ...promo('ADD', 'SAVE5') });
    const shares = save5.body.data.lineItems.map((line) => line.priceAdjustment?.promos);
    // $5 of $18.75: milk $6.98, eggs $3.29, apples $3.99, sparkling water $4.49; the two cents left
    // over go to the largest remainders.
    expect(shares).toEqual(
      [1.86, 0.88, 1.06, 1.2].map((amount) => [{ code: 'SAVE5', couponId: 'promo-save5', amount }]),
    );
    expect(save5.body.data.lineItems.every((line) => line.priceAdjustment?.coupons.length === 0)).toBe(true);
  });
});

describe('given a tip', () => {
  it('takes 0 to $100 with two decimals on delivery, and adds it to the total but not to SNAP', async () => {
    const { checkout } = await startDraft(api, avery);
    const tipped = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      paymentDetails: { gratuityAmount: 7.5 },
    });
    expect(tipped.body.data.paymentDetails.gratuityAmount).toBe(7.5);
    expect(tipped.body.data.summary.cost.gratuityTotal).toBe(7.5);
    expect(tipped.body.data.summary.cost.total).toBe(Math.round((checkout.summary.cost.total + 7.5) * 100) / 100);
    expect(tipped.body.data.summary.cost.ebtTotal).toBe(checkout.summary.cost.ebtTotal);
    const over = await putCheckout(api, avery, checkout.id, {
      versionKey: '2',
      paymentDetails: { gratuityAmount: 100.01 },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.code).toBe('TIP_INVALID');
    const thousandths = await putCheckout(api, avery, checkout.id, {
      versionKey: '2',
      paymentDetails: { gratuityAmount: 1.005 },
    });
    expect(thousandths.status).toBe(400);
    const negative = await putCheckout(api, avery, checkout.id, {
      versionKey: '2',
      paymentDetails: { gratuityAmount: -1 },
    });
    expect(negative.status).toBe(400);
  });

  it('refuses any tip on pickup (gratuity not modifiable): 422 TIP_INVALID', async () => {
    const { checkout } = await startDraft(api, avery, { modalityType: 'PICKUP' });
    const answer = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      paymentDetails: { gratuityAmount: 2 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.code).toBe('TIP_INVALID');
  });

  it('tells a suggested tip (tipValue) from the shopper’s own amount (otherValue), and no tip from both', async () => {
    const { checkout } = await startDraft(api, avery);
    const choiceOf = (answer: Awaited<ReturnType<typeof putCheckout>>) => {
      const { tipValue, otherValue } = answer.body.data.paymentDetails;
      return { tipValue, otherValue };
    };
    expect(checkout.gratuity.suggestions).toEqual([2, 3, 4]);
    expect(checkout.paymentDetails).toMatchObject({ tipValue: null, otherValue: null });
    const tip = (versionKey: string, gratuityAmount: number) =>
      putCheckout(api, avery, checkout.id, { versionKey, paymentDetails: { gratuityAmount } });
    expect(choiceOf(await tip('1', 3))).toEqual({ tipValue: 3, otherValue: null });
    expect(choiceOf(await tip('2', 7.5))).toEqual({ tipValue: null, otherValue: 7.5 });
    expect(choiceOf(await tip('3', 0))).toEqual({ tipValue: null, otherValue: null });
  });
});

describe('given contact details and instructions', () => {
  it('keeps the contact, the instructions and the delivery type', async () => {
    const { checkout } = await startDraft(api, avery);
    const fulfillment = { contact, instructions: 'Side door.\nDo not ring the bell.', deliveryType: 'Contactless' };
    const answer = await putCheckout(api, avery, checkout.id, { versionKey: '1', fulfillment });
    expect(answer.status).toBe(200);
    expect(answer.body.data.fulfillment).toMatchObject(fulfillment);
  });

  it('refuses long names and notes, a phone without +1 and 10 digits, and texts without a phone: 400', async () => {
    const { checkout } = await startDraft(api, avery);
    const bad = [
      { ...contact, firstName: 'A'.repeat(41) },
      { ...contact, lastName: '' },
      { ...contact, phone: '5135550199' },
      { ...contact, phone: '+1513555019' },
      { ...contact, phone: '', smsOptin: true },
    ];
    for (const each of bad) {
      const answer = await putCheckout(api, avery, checkout.id, {
        versionKey: '1',
        fulfillment: { contact: each, instructions: '', deliveryType: 'Standard' },
      });
      expect(answer.status).toBe(400);
    }
    const notes = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      fulfillment: { contact, instructions: 'x'.repeat(129), deliveryType: 'Standard' },
    });
    expect(notes.status).toBe(400);
  });

  it('refuses contactless delivery of wine: 422 CONTACTLESS_NOT_ALLOWED', async () => {
    const { checkout } = await startDraft(api, avery, { cart: [{ gtin13: wine, quantity: 1 }] });
    const answer = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      fulfillment: { contact, instructions: '', deliveryType: 'Contactless' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.code).toBe('CONTACTLESS_NOT_ALLOWED');
  });
});

describe('given the versionKey and the hold on the time', () => {
  it('answers a stale versionKey with 409 CHECKOUT_VERSION_CONFLICT and changes nothing', async () => {
    const { checkout } = await startDraft(api, avery);
    await putCheckout(api, avery, checkout.id, { versionKey: '1', paymentDetails: { gratuityAmount: 2 } });
    const stale = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      paymentDetails: { gratuityAmount: 9 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors).toEqual({
      code: 'CHECKOUT_VERSION_CONFLICT',
      reason: 'Your order has been updated on another device. Please refresh and try again.',
    });
    const read = await api.call<{ data: { paymentDetails: { gratuityAmount: number } } }>(
      'GET',
      checkoutPath(checkout.id),
      {
        token: avery,
      },
    );
    expect(read.body.data.paymentDetails.gratuityAmount).toBe(2);
  });

  it('lets one of two updates at the same versionKey win and answers the other 409, never 500', async () => {
    const { checkout } = await startDraft(api, avery);
    const answers = await Promise.all(
      [2, 3, 4, 5].map((tip) =>
        putCheckout(api, avery, checkout.id, { versionKey: '1', paymentDetails: { gratuityAmount: tip } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const read = await api.call<{ data: { versionKey: string } }>('GET', checkoutPath(checkout.id), { token: avery });
    expect(read.body.data.versionKey).toBe('2');
  });

  it('answers 410 CHECKOUT_EXPIRED once the time is no longer held (the test route ends the hold)', async () => {
    const { checkout } = await startDraft(api, avery);
    const expired = await api.call('POST', `/__test/checkouts/${checkout.id}/expire`);
    expect(expired.status).toBe(200);
    const answer = await putCheckout(api, avery, checkout.id, {
      versionKey: '1',
      paymentDetails: { gratuityAmount: 2 },
    });
    expect(answer.status).toBe(410);
    expect(answer.body.errors).toEqual({
      code: 'CHECKOUT_EXPIRED',
      reason: 'Your order has expired. Please return to the scheduling page.',
    });
    expect((await api.call('POST', '/__test/checkouts/not-an-id/expire')).status).toBe(404);
  });

  it('answers a fault injected on the PUT, once, and then the update itself', async () => {
    const { checkout } = await startDraft(api, avery);
    await api.call('POST', '/__test/faults', {
      body: {
        method: 'PUT',
        path: '/atlas/v1/checkout/v2/checkouts/:id',
        status: 503,
        code: 'PAYMENTS_DOWN',
        times: 1,
      },
    });
    const body = { versionKey: '1', paymentDetails: { gratuityAmount: 2 } };
    expect((await putCheckout(api, avery, checkout.id, body)).body.errors.code).toBe('PAYMENTS_DOWN');
    expect((await putCheckout(api, avery, checkout.id, body)).status).toBe(200);
  });
});

describe('given bad input', () => {
  it('answers 400 and never 500', async () => {
    const { checkout } = await startDraft(api, avery);
    const bodies: unknown[] = [
      {},
      { versionKey: '1' },
      { versionKey: 1, paymentDetails: { gratuityAmount: 1 } },
      { versionKey: '1', type: 'CANCEL' },
      { versionKey: '1', type: null, paymentDetails: { gratuityAmount: 1 } },
      { versionKey: '1', paymentDetails: { gratuityAmount: '1' } },
      { versionKey: '1', payments: [{ id: 5, paymentType: 'CASH', amount: 1 }] },
      { versionKey: '1', payments: 'all' },
      { versionKey: '1', lineItems: [{ gtin13: '1', quantity: 1.5 }] },
      { versionKey: '1', priceAdjustment: { promos: [{ action: 'APPLY', code: 'SAVE5' }] } },
      { versionKey: '1', fulfillment: { contact, instructions: '', deliveryType: 'Drone' } },
      { type: 'ACTIVATE', versionKey: '1' },
      {
        type: 'ACTIVATE',
        versionKey: '1',
        paymentDetails: { paymentMethods: {}, gratuityAmount: 0 },
        idempotencyKey: 'k',
      },
      { type: 'MODIFY', versionKey: '1', checksum: 'x', lineItems: [], idempotencyKey: 'k' },
      ...['2023-13-01', '2023-02-30', '0000-01-01', '1990-5-17'].map((dateOfBirth) => ({
        type: 'ACTIVATE',
        versionKey: '1',
        paymentDetails: {
          paymentMethods: { bankCards: [], ebtCards: [], giftCards: [] },
          gratuityAmount: 0,
          identityData: { dateOfBirth },
        },
        idempotencyKey: 'k',
      })),
      [],
      'text',
      null,
    ];
    for (const body of bodies) {
      const answer = await api.call<ErrorAnswer>('PUT', checkoutPath(checkout.id), {
        token: avery,
        body: JSON.stringify(body),
      });
      expect([answer.status, body]).toEqual([400, body]);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    }
    expect(
      (
        await api.call('PUT', checkoutPath('not-an-id'), {
          token: avery,
          body: { versionKey: '1', paymentDetails: { gratuityAmount: 1 } },
        })
      ).status,
    ).toBe(404);
    expect((await api.call('PUT', checkoutPath(checkout.id), { body: {} })).status).toBe(401);
  });
});
