import type { Checkout } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { itemsFor } from '../promising/quotes';
import { catalogue } from '../products/catalog';
import { findStore } from '../stores/preferredStore';
import type { TestApi } from '../testing/testApi';
import {
  activation,
  addBankCard,
  eggs,
  milk,
  putCheckout,
  startDraft,
  typedPin,
  type WalletIds,
  averyAtCheckout,
} from '../testing/checkoutTestSupport';

let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

/** A delivery order placed with the Visa (or the card given). */
async function placedOrder(bankCardId = wallet.visa): Promise<Checkout> {
  const { checkout } = await startDraft(api, avery);
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

  it('refuses items the catalogue lacks or the store cannot fulfil: 422 FALLOUT_ERROR', async () => {
    const order = await placedOrder();
    const unknown = await putCheckout(
      api,
      avery,
      order.id,
      modification(order, { lineItems: [{ cart: { gtin13: '0000000000017', quantity: 1 } }] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.code).toBe('FALLOUT_ERROR');
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
