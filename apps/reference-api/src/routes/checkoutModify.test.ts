import type { Checkout } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { itemsFor } from '../promising/quotes';
import { catalogue } from '../products/catalog';
import { findStore } from '../stores/preferredStore';
import { createTestApi, type TestApi } from '../testing/testApi';
import {
  activation,
  addBankCard,
  eggs,
  milk,
  putCheckout,
  startDraft,
  typedPin,
  type DraftOptions,
  type WalletIds,
  averyAtCheckout,
  checkoutPath,
  wine,
} from '../testing/checkoutTestSupport';

let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

/** A delivery order (or the draft's given) placed with the Visa (or the card given). */
async function placedOrder(bankCardId = wallet.visa, draft: DraftOptions = {}): Promise<Checkout> {
  const { checkout } = await startDraft(api, avery, draft);
  const placed = await putCheckout(api, avery, checkout.id, activation(checkout, bankCardId));
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return placed.body.data;
}

const modification = (order: Checkout, overrides: Record<string, unknown> = {}) => ({
  type: 'MODIFY',
  versionKey: order.versionKey,
  checksum: order.checksum,
  lineItems: [{ cart: { gtin13: milk, quantity: 4 } }, { cart: { gtin13: eggs, quantity: 1 } }],
  paymentDetails: {
    paymentMethods: {
      existingAuthorizations: order.paymentDetails.payments.map((payment) => ({ id: payment.id, amount: 0 })),
    },
    paymentVersionKey: order.versionKey,
  },
  idempotencyKey: `modify-${order.versionKey}`,
  ...overrides,
});

describe('given a placed order', () => {
  it('modifies its items, re-authorises the card for the new total and keeps the placed cost as originalSummary', async () => {
    const order = await placedOrder();
    const answer = await putCheckout(api, avery, order.id, modification(order));
    expect(answer.status).toBe(200);
    const modified = answer.body.data;
    expect(modified).toMatchObject({
      status: 'ACTIVE',
      versionKey: '3',
      originalSummary: { cost: order.summary.cost },
    });
    expect(modified.checksum).not.toBe(order.checksum);
    expect(modified.summary.cost.itemTotal).toBe(17.25);
    expect(modified.paymentDetails.payments).toEqual([
      expect.objectContaining({ id: wallet.visa, amountToAuthorize: modified.summary.cost.total }),
    ]);
    const again = await putCheckout(
      api,
      avery,
      order.id,
      modification(modified, { lineItems: [{ cart: { gtin13: milk, quantity: 1 } }] }),
    );
    expect(again.body.data.originalSummary).toEqual({ cost: order.summary.cost });
  });

  it('answers a replayed modification (same Idempotency-Key) the same, once', async () => {
    const order = await placedOrder();
    const body = modification(order);
    const first = await putCheckout(api, avery, order.id, body, body.idempotencyKey);
    const second = await putCheckout(api, avery, order.id, body, body.idempotencyKey);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('refuses a stale versionKey or checksum: 409 CHECKOUT_VERSION_CONFLICT', async () => {
    const order = await placedOrder();
    const staleVersion = await putCheckout(api, avery, order.id, modification(order, { versionKey: '1' }));
    expect(staleVersion.status).toBe(409);
    expect(staleVersion.body.errors.code).toBe('CHECKOUT_VERSION_CONFLICT');
    const staleChecksum = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { checksum: '0000000000000000' }),
    );
    expect(staleChecksum.body.errors.code).toBe('CHECKOUT_VERSION_CONFLICT');
  });

  it('refuses once the store is preparing it: 409 CANNOT_MODIFY, and it reads as not modifiable', async () => {
    const order = await placedOrder();
    expect((await api.call('POST', `/__test/checkouts/${order.id}/preparing`)).status).toBe(200);
    const answer = await putCheckout(api, avery, order.id, modification(order));
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({
      code: 'CANNOT_MODIFY',
      reason: "We're working on your order now! Since it will be ready soon, you can no longer make changes.",
    });
    const read = await api.call<{ data: Checkout }>('GET', `/atlas/v1/checkout/v2/checkouts/${order.id}`, {
      token: avery,
    });
    expect(read.body.data.modifiable).toBe(false);
  });

  it('modifies a ship order as any other, until the store is preparing it', async () => {
    const order = await placedOrder(wallet.visa, { modalityType: 'SHIP' });
    const modified = await putCheckout(api, avery, order.id, modification(order));
    expect(modified.status).toBe(200);
    expect(modified.body.data).toMatchObject({ modalityType: 'SHIP', summary: { cost: { itemTotal: 17.25 } } });
    expect((await api.call('POST', `/__test/checkouts/${order.id}/preparing`)).status).toBe(200);
    const late = await putCheckout(api, avery, order.id, modification(modified.body.data));
    expect(late.status).toBe(409);
    expect(late.body.errors.code).toBe('CANNOT_MODIFY');
  });

  it('refuses items the catalogue lacks or the store cannot fulfil: 422 FALLOUT_ERROR', async () => {
    const order = await placedOrder();
    const unknown = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { lineItems: [{ cart: { gtin13: '0000000000017', quantity: 1 } }] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toMatchObject({ code: 'FALLOUT_ERROR', newlyIneligibleUpcs: ['0000000000017'] });
    const store = await findStore(api.db, '01400352');
    const restricted = itemsFor(
      store,
      catalogue.map((product) => ({ gtin13: product.gtin13, quantity: 1 })),
    ).excluded[0];
    if (!restricted) throw new Error('The store restricts nothing');
    const answer = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { lineItems: [{ cart: { gtin13: restricted.gtin13, quantity: 1 } }] }),
    );
    expect(answer.body.errors.code).toBe('FALLOUT_ERROR');
    // Only the stale items are named (§4 "Modify submit" 6), not what the store can still fulfil.
    const fulfillable = itemsFor(
      store,
      catalogue.map((product) => ({ gtin13: product.gtin13, quantity: 1 })),
    ).included[0];
    if (!fulfillable) throw new Error('The store fulfils nothing');
    const mixed = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, {
        lineItems: [
          { cart: { gtin13: fulfillable.gtin13, quantity: 1 } },
          { cart: { gtin13: restricted.gtin13, quantity: 2 } },
        ],
      }),
    );
    expect(mixed.body.errors).toMatchObject({ code: 'FALLOUT_ERROR', newlyIneligibleUpcs: [restricted.gtin13] });
  });

  it('keeps a line’s substitution policy when the modification says nothing of it (§9)', async () => {
    const order = await placedOrder();
    const [held] = order.lineItems;
    if (!held) throw new Error('The order holds nothing');
    const allowing = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, {
        lineItems: [{ cart: { gtin13: held.cart.gtin13, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' } }],
      }),
    );
    expect(allowing.status).toBe(200);
    const modified = allowing.body.data;
    const again = await putCheckout(
      api,
      avery,
      order.id,
      modification(modified, { lineItems: [{ cart: { gtin13: held.cart.gtin13, quantity: 2 } }] }),
    );
    expect(again.status).toBe(200);
    expect(again.body.data.lineItems[0]?.cart).toEqual({
      gtin13: held.cart.gtin13,
      quantity: 2,
      substitutionPolicy: 'SHOPPER_CHOICE',
    });
  });

  it('modifies only a placed order: 409 CHECKOUT_NOT_PLACED for a draft', async () => {
    const { checkout } = await startDraft(api, avery);
    const answer = await putCheckout(api, avery, checkout.id, modification(checkout));
    expect(answer.status).toBe(409);
    expect(answer.body.errors.code).toBe('CHECKOUT_NOT_PLACED');
  });

  it('needs the SNAP EBT PIN again to re-authorise an EBT amount', async () => {
    const { checkout } = await startDraft(api, avery);
    const ebt = { card: { id: wallet.ebt }, amount: 5, program: 'SNAP', encryptedPin: typedPin(api, '1234', wallet) };
    const order = (
      await putCheckout(api, avery, checkout.id, activation(checkout, wallet.visa, { methods: { ebtCards: [ebt] } }))
    ).body.data;
    const withEbt = (encryptedPin?: string) =>
      modification(order, {
        paymentDetails: {
          paymentMethods: {
            existingAuthorizations: [
              { id: wallet.visa, amount: 0 },
              { id: wallet.ebt, amount: 6, ...(encryptedPin ? { encryptedPin } : {}) },
            ],
          },
          paymentVersionKey: order.versionKey,
        },
      });
    expect((await putCheckout(api, avery, order.id, withEbt())).status).toBe(400);
    const answer = await putCheckout(api, avery, order.id, withEbt(typedPin(api, '1234', wallet)));
    expect(answer.status).toBe(200);
    expect(answer.body.data.paymentDetails.payments[1]).toMatchObject({ paymentType: 'EBT', amountToAuthorize: 6 });
  });

  it('cancels the order when the re-authorisation is rejected after the fact: 402 POST_AUTH_REJECT (RV9547)', async () => {
    const cardId = await addBankCard(api, avery, '4000000000009193');
    const order = await placedOrder(cardId);
    const answer = await putCheckout(api, avery, order.id, modification(order));
    expect(answer.status).toBe(402);
    expect(answer.body.errors.code).toBe('POST_AUTH_REJECT');
    expect(answer.body.errors.reason).toContain('RV9547');
    const read = await api.call<{ data: Checkout }>('GET', `/atlas/v1/checkout/v2/checkouts/${order.id}`, {
      token: avery,
    });
    expect(read.body.data).toMatchObject({ status: 'CANCELLED', modifiable: false, paymentDetails: { payments: [] } });
    const history = await api.call<{ data: { status: string }[] }>('GET', '/atlas/v1/purchase-history/v1/purchases', {
      token: avery,
    });
    expect(history.body.data[0]?.status).toBe('CANCELLED');
  });
});

/** A delivery order placed with the Visa after these promo codes were added to its draft. */
async function placedWithPromos(codes: string[]): Promise<Checkout> {
  const { checkout } = await startDraft(api, avery);
  const promos = codes.map((code) => ({ action: 'ADD', code }));
  const draft = await putCheckout(api, avery, checkout.id, {
    versionKey: checkout.versionKey,
    priceAdjustment: { promos },
  });
  if (draft.status !== 200) throw new Error(JSON.stringify(draft.body));
  const placed = await putCheckout(api, avery, checkout.id, activation(draft.body.data, wallet.visa));
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return placed.body.data;
}

/** The body's new parts beside what `modification` sends: the parts of paymentDetails given replace its own. */
const withPaymentDetails = (order: Checkout, details: Record<string, unknown>) =>
  modification(order, {
    paymentDetails: {
      paymentMethods: {
        existingAuthorizations: order.paymentDetails.payments.map((payment) => ({ id: payment.id, amount: 0 })),
      },
      paymentVersionKey: order.versionKey,
      ...details,
    },
  });

describe('given the summary the shopper saw (§3 "summary")', () => {
  it('takes the order’s summary before the modification, though the new lines make a new total', async () => {
    const order = await placedOrder();
    const answer = await putCheckout(api, avery, order.id, modification(order, { summary: order.summary }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.summary.cost.total).not.toBe(order.summary.cost.total);
    expect(answer.body.data.originalSummary).toEqual(order.summary);
  });

  it('refuses a summary that is not a cost: 400 naming the field', async () => {
    const order = await placedOrder();
    const negative = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { summary: { cost: { ...order.summary.cost, total: -1 } } }),
    );
    expect(negative.status).toBe(400);
    expect(negative.body.errors.details).toEqual([
      { field: 'summary.cost.total', message: 'total must not be negative' },
    ]);
    const noCost = await putCheckout(api, avery, order.id, modification(order, { summary: {} }));
    expect(noCost.status).toBe(400);
    expect(noCost.body.errors.details).toEqual([{ field: 'summary.cost', message: 'cost is required' }]);
    const text = await putCheckout(api, avery, order.id, modification(order, { summary: 'total' }));
    expect(text.body.errors.details).toEqual([{ field: 'summary', message: 'summary must be an object' }]);
  });

  it('answers a page still showing the total before another device’s modification 409: its checksum is stale', async () => {
    const order = await placedOrder();
    const elsewhere = await putCheckout(api, avery, order.id, modification(order, { summary: order.summary }));
    expect(elsewhere.status).toBe(200);
    // The stale page's summary, checksum and versionKey all come from its one read.
    const stale = modification(order, {
      summary: order.summary,
      lineItems: [{ cart: { gtin13: milk, quantity: 1 } }],
      idempotencyKey: 'stale-page',
    });
    const answer = await putCheckout(api, avery, order.id, stale);
    expect(answer.status).toBe(409);
    expect(answer.body.errors.code).toBe('CHECKOUT_VERSION_CONFLICT');
  });
});

describe('given the order’s promo codes (§3 "priceAdjustment")', () => {
  it('keeps each code sent with ADD, its saving worked out again for the new lines', async () => {
    const order = await placedWithPromos(['SAVE5', 'FRESH10']);
    expect(order.priceAdjustment.promos.map((promo) => promo.code)).toEqual(['SAVE5', 'FRESH10']);
    const promos = [
      { action: 'ADD', code: 'SAVE5' },
      { action: 'add', code: ' fresh10 ' },
    ];
    const answer = await putCheckout(api, avery, order.id, modification(order, { priceAdjustment: { promos } }));
    expect(answer.status).toBe(200);
    const modified = answer.body.data;
    expect(modified.priceAdjustment.promos.map((promo) => promo.code)).toEqual(['SAVE5', 'FRESH10']);
    // $17.25 of milk and eggs: $5 off, then 10% of the $17.25.
    expect(modified.summary.cost.promoTotal).toBe(6.73);
  });

  it('takes off a code sent with REMOVE, and keeps one left out', async () => {
    const order = await placedWithPromos(['SAVE5', 'FRESH10']);
    const answer = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { priceAdjustment: { promos: [{ action: 'REMOVE', code: 'SAVE5' }] } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.priceAdjustment.promos).toEqual([
      expect.objectContaining({ code: 'FRESH10', couponId: 'promo-fresh10' }),
    ]);
    expect(answer.body.data.summary.cost.promoTotal).toBe(1.73);
  });

  it('refuses a code the order does not hold, valid or not: 422 PROMO_INVALID, the order unchanged', async () => {
    const order = await placedWithPromos(['SAVE5']);
    for (const promos of [[{ action: 'ADD', code: 'FRESH10' }], [{ action: 'REMOVE', code: 'NOSUCHCODE' }]]) {
      const answer = await putCheckout(api, avery, order.id, modification(order, { priceAdjustment: { promos } }));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({
        code: 'PROMO_INVALID',
        reason: `The promo code ${promos[0]?.code} is not on your order.`,
      });
    }
    const read = await api.call<{ data: Checkout }>('GET', `/atlas/v1/checkout/v2/checkouts/${order.id}`, {
      token: avery,
    });
    expect(read.body.data).toMatchObject({ versionKey: order.versionKey, priceAdjustment: order.priceAdjustment });
  });

  it('refuses a change of the wrong shape: 400 with the update’s messages', async () => {
    const order = await placedWithPromos(['SAVE5']);
    const apply = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { priceAdjustment: { promos: [{ action: 'APPLY', code: 'SAVE5' }] } }),
    );
    expect(apply.status).toBe(400);
    expect(apply.body.errors.details).toEqual([
      { field: 'priceAdjustment.promos.0.action', message: 'action is ADD or REMOVE' },
    ]);
    const blank = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { priceAdjustment: { promos: [{ action: 'ADD', code: ' ' }] } }),
    );
    expect(blank.body.errors.details).toEqual([
      { field: 'priceAdjustment.promos.0.code', message: 'You must enter a promo code' },
    ]);
  });
});

describe('given identityData (§3 "paymentDetails.identityData")', () => {
  const withWine = [{ cart: { gtin13: milk, quantity: 1 } }, { cart: { gtin13: wine, quantity: 1 } }];

  it('checks the age for wine the modification adds with identityData’s date of birth, as the activation does', async () => {
    const order = await placedOrder();
    expect(order.buyer.dateOfBirth).toBeNull();
    const bornOn = (dateOfBirth?: string) => ({
      ...withPaymentDetails(order, dateOfBirth ? { identityData: { dateOfBirth } } : {}),
      lineItems: withWine,
    });
    const young = await putCheckout(api, avery, order.id, bornOn('2008-01-01'));
    expect(young.body.errors).toEqual({
      code: 'AGE_VERIFICATION_FAILED',
      reason: 'You must be 21 or older to buy some of the items in your order.',
    });
    expect((await putCheckout(api, avery, order.id, bornOn())).body.errors.code).toBe('AGE_VERIFICATION_FAILED');
    const answer = await putCheckout(api, avery, order.id, bornOn('1990-05-17'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      ageRestriction: { minimumAge: 21 },
      buyer: { dateOfBirth: '1990-05-17' },
      fulfillment: { contact: { dateOfBirth: '1990-05-17' } },
    });
  });

  it('takes identityData beside the same buyer.dateOfBirth, and refuses the two apart: 400', async () => {
    const order = await placedOrder();
    const both = (buyer: string) => ({
      ...withPaymentDetails(order, { identityData: { dateOfBirth: '1990-05-17' } }),
      lineItems: withWine,
      buyer: { dateOfBirth: buyer },
    });
    const apart = await putCheckout(api, avery, order.id, both('2008-01-01'));
    expect(apart.status).toBe(400);
    expect(apart.body.errors.details).toEqual([
      {
        field: 'paymentDetails.identityData.dateOfBirth',
        message: 'identityData.dateOfBirth and buyer.dateOfBirth must be the same date',
      },
    ]);
    const same = await putCheckout(api, avery, order.id, both('1990-05-17'));
    expect(same.status).toBe(200);
    expect(same.body.data.buyer.dateOfBirth).toBe('1990-05-17');
  });

  it('refuses a date of birth that is not a date: 400', async () => {
    const order = await placedOrder();
    for (const [identityData, message] of [
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth is not a date'],
      [{ dateOfBirth: '1990-5-17' }, 'dateOfBirth is YYYY-MM-DD'],
      [{}, 'dateOfBirth is required'],
    ] as const) {
      const answer = await putCheckout(api, avery, order.id, withPaymentDetails(order, { identityData }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors.details).toEqual([{ field: 'paymentDetails.identityData.dateOfBirth', message }]);
    }
  });
});

describe('given the modify submit’s options (§7)', () => {
  const readOrder = async (id: string) =>
    (await api.call<{ data: Checkout }>('GET', checkoutPath(id), { token: avery })).body.data;
  const submit = (order: Checkout, query: string, headers: Record<string, string> = {}) =>
    api.call<{ data: Checkout; errors: { code: string; reason: string } }>(
      'PUT',
      `${checkoutPath(order.id)}?${query}`,
      { token: avery, body: modification(order), headers },
    );

  it('takes the V2 payment flag and the banner’s own domain', async () => {
    const order = await placedOrder();
    const answer = await submit(order, 'isV2Payment=true&bannerDomain=Kroger.com');
    expect(answer.status).toBe(200);
    expect(answer.body.data.summary.cost.itemTotal).toBe(17.25);
  });

  it('refuses payment version 1: 422 PAYMENT_VERSION_UNSUPPORTED, the order unchanged', async () => {
    const order = await placedOrder();
    const answer = await submit(order, 'isV2Payment=false');
    expect(answer.status).toBe(422);
    expect(answer.body.errors.code).toBe('PAYMENT_VERSION_UNSUPPORTED');
    expect((await readOrder(order.id)).versionKey).toBe(order.versionKey);
  });

  it('refuses another banner’s domain, or a flag that is not one: 400', async () => {
    const order = await placedOrder();
    expect((await submit(order, 'bannerDomain=ralphs.com')).status).toBe(400);
    expect((await submit(order, 'bannerDomain=kroger.com', { 'X-Banner': 'ralphs' })).status).toBe(400);
    expect((await submit(order, 'mockPaymentDecline=maybe')).status).toBe(400);
  });

  it('declines the new hold when asked to mock a decline: 402 TRANSACTION_DECLINED, the order unchanged', async () => {
    const order = await placedOrder();
    const answer = await submit(order, 'isV2Payment=true&mockPaymentDecline=true');
    expect(answer.status).toBe(402);
    expect(answer.body.errors.code).toBe('TRANSACTION_DECLINED');
    const kept = await readOrder(order.id);
    expect(kept).toMatchObject({ status: 'ACTIVE', versionKey: order.versionKey });
    expect(kept.summary.cost).toEqual(order.summary.cost);
  });
});

describe('given a production service', () => {
  it('refuses the mocked decline: 400 naming mockPaymentDecline', async () => {
    const production = await createTestApi({ mode: 'production' });
    try {
      const token = await production.signIn('avery@aisle.test');
      const order = { id: 'any', versionKey: '2', checksum: 'abc', paymentDetails: { payments: [{ id: 'card' }] } };
      const answer = await production.call<{ errors: { code: string; details?: { field: string }[] } }>(
        'PUT',
        `${checkoutPath(order.id)}?mockPaymentDecline=true`,
        { token, body: modification(order as unknown as Checkout) },
      );
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('mockPaymentDecline');
    } finally {
      await production.close();
    }
  });
});
