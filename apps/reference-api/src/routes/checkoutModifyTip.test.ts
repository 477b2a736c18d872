import { checkoutPaths, type Checkout, type PaymentResponse, type PurchasesResponse } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../testing/testApi';
import {
  activation,
  addBankCard,
  averyAtCheckout,
  checkoutPath,
  putCheckout,
  startDraft,
  typedPin,
  type CheckoutAnswer,
  type DraftOptions,
  type WalletIds,
} from '../testing/checkoutTestSupport';

// The tip modification of a placed order (checkout spec §7 "tip modification", §4, §5; account
// spec ACC-30): PUT /payment/v1/modifytip/:checkoutId with { versionKey, gratuityAmount, idempotencyKey }.
let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

interface PlacedOptions extends Pick<DraftOptions, 'modalityType'> {
  bankCardId?: string;
  tip?: number;
  ebtCards?: object[];
}

/** An order of the usual cart placed with the Visa (or the card given) and a $5 tip on delivery. */
async function placedOrder({ bankCardId = wallet.visa, tip, modalityType, ebtCards }: PlacedOptions = {}) {
  const { checkout } = await startDraft(api, avery, { modalityType });
  const gratuityAmount = tip ?? (modalityType === 'PICKUP' ? 0 : 5);
  const body = activation(checkout, bankCardId, {
    details: { gratuityAmount },
    ...(ebtCards && { methods: { ebtCards } }),
  });
  const placed = await putCheckout(api, avery, checkout.id, body);
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return placed.body.data;
}

const tipChange = (order: Checkout, gratuityAmount: unknown, overrides: Record<string, unknown> = {}) => ({
  versionKey: order.versionKey,
  gratuityAmount,
  idempotencyKey: `tip-${order.id}-${order.versionKey}`,
  ...overrides,
});

/** The tip modification; `key` is sent as the Idempotency-Key, as the client sends the body's. */
const putTip = (id: string, body: unknown, { token = avery, key }: { token?: string | null; key?: string } = {}) =>
  api.call<CheckoutAnswer>('PUT', checkoutPaths.modifyTip(id), {
    token: token ?? undefined,
    body,
    ...(key && { headers: { 'Idempotency-Key': key } }),
  });

const readOrder = async (id: string) =>
  (await api.call<CheckoutAnswer>('GET', checkoutPath(id), { token: avery })).body.data;

const plusCents = (dollars: number, cents: number) => (Math.round(dollars * 100) + cents) / 100;

describe('given a placed delivery order', () => {
  it('changes its tip from $5 to $12.50: the cost, the bank card’s authorisation, the versionKey and Purchase History follow', async () => {
    const order = await placedOrder();
    expect(order.paymentDetails.gratuityAmount).toBe(5);
    const answer = await putTip(order.id, tipChange(order, 12.5));
    expect(answer.status).toBe(200);
    const changed = answer.body.data;
    const total = plusCents(order.summary.cost.total, 750);
    expect(changed).toMatchObject({
      status: 'ACTIVE',
      versionKey: String(Number(order.versionKey) + 1),
      paymentDetails: { gratuityAmount: 12.5 },
      summary: { cost: { gratuityTotal: 12.5, total, itemTotal: order.summary.cost.itemTotal } },
      // A tip change is not a modification of the order: nothing marks it as being modified.
      originalSummary: null,
    });
    expect(changed.checksum).not.toBe(order.checksum);
    expect(changed.paymentDetails.payments).toEqual([
      expect.objectContaining({ id: wallet.visa, paymentType: 'BANK_CARD', amountToAuthorize: total }),
    ]);
    expect(await readOrder(order.id)).toEqual(changed);
    const payment = await api.call<PaymentResponse>('GET', `${checkoutPaths.payments}?checkoutId=${order.id}`, {
      token: avery,
    });
    expect(payment.body.data.bankCards).toEqual([{ card: { brand: 'VISA', lastFourPan: '1111' }, amount: total }]);
    const history = await api.call<PurchasesResponse>('GET', checkoutPaths.purchases, { token: avery });
    expect(history.body.data[0]).toMatchObject({ checkoutId: order.id, total });
  });

  it('refuses a tip over the maximum: 422 TIP_INVALID, the order unchanged', async () => {
    const order = await placedOrder();
    const answer = await putTip(order.id, tipChange(order, 100.01));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ code: 'TIP_INVALID', reason: 'The tip can be at most $100.00.' });
    expect(await readOrder(order.id)).toEqual(order);
  });

  it('changes only a placed order not yet being prepared: 409 CHECKOUT_NOT_PLACED, CANNOT_MODIFY', async () => {
    const { checkout } = await startDraft(api, avery);
    const draft = await putTip(checkout.id, tipChange(checkout, 3));
    expect(draft.status).toBe(409);
    expect(draft.body.errors.code).toBe('CHECKOUT_NOT_PLACED');
    const order = await placedOrder();
    expect((await api.call('POST', `/__test/checkouts/${order.id}/preparing`)).status).toBe(200);
    const preparing = await putTip(order.id, tipChange(order, 3));
    expect(preparing.status).toBe(409);
    expect(preparing.body.errors.code).toBe('CANNOT_MODIFY');
  });

  it('refuses a stale versionKey: 409 CHECKOUT_VERSION_CONFLICT', async () => {
    const order = await placedOrder();
    expect((await putTip(order.id, tipChange(order, 8))).status).toBe(200);
    const stale = await putTip(order.id, tipChange(order, 9, { idempotencyKey: 'other-device' }));
    expect(stale.status).toBe(409);
    expect(stale.body.errors.code).toBe('CHECKOUT_VERSION_CONFLICT');
    expect((await readOrder(order.id)).paymentDetails.gratuityAmount).toBe(8);
  });

  it('answers a repeated change (same idempotencyKey as Idempotency-Key) the same, and changes the tip once', async () => {
    const order = await placedOrder();
    const body = tipChange(order, 12.5);
    const first = await putTip(order.id, body, { key: body.idempotencyKey });
    const second = await putTip(order.id, body, { key: body.idempotencyKey });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await readOrder(order.id)).versionKey).toBe(String(Number(order.versionKey) + 1));
  });

  it('puts the new tip on the bank card alone: the SNAP EBT share stands and its PIN is not asked again', async () => {
    const ebt = { card: { id: wallet.ebt }, amount: 5, program: 'SNAP', encryptedPin: typedPin(api, '1234', wallet) };
    const order = await placedOrder({ tip: 0, ebtCards: [ebt] });
    const answer = await putTip(order.id, tipChange(order, 12.5));
    expect(answer.status).toBe(200);
    const total = plusCents(order.summary.cost.total, 1250);
    expect(answer.body.data.paymentDetails.payments).toEqual([
      expect.objectContaining({ id: wallet.visa, amountToAuthorize: plusCents(total, -500) }),
      expect.objectContaining({ id: wallet.ebt, amountToAuthorize: 5 }),
    ]);
  });

  it('cancels the order when the re-authorisation is rejected after the fact: 402 POST_AUTH_REJECT, as a modification', async () => {
    const order = await placedOrder({ bankCardId: await addBankCard(api, avery, '4000000000009193') });
    const answer = await putTip(order.id, tipChange(order, 12.5));
    expect(answer.status).toBe(402);
    expect(answer.body.errors.code).toBe('POST_AUTH_REJECT');
    expect(answer.body.errors.reason).toContain('RV9547');
    const cancelled = await readOrder(order.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', paymentDetails: { gratuityAmount: 5, payments: [] } });
    const again = await putTip(order.id, tipChange(cancelled, 12.5));
    expect(again.status).toBe(409);
    expect(again.body.errors.code).toBe('CHECKOUT_NOT_PLACED');
  });
});

describe('given an order the tip of which may not change', () => {
  it('refuses a pickup order’s tip, even $0: 422 TIP_INVALID', async () => {
    const order = await placedOrder({ modalityType: 'PICKUP' });
    for (const tip of [5, 0]) {
      const answer = await putTip(order.id, tipChange(order, tip));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ code: 'TIP_INVALID', reason: 'Only delivery orders take a tip.' });
    }
    expect((await readOrder(order.id)).versionKey).toBe(order.versionKey);
  });

  it('answers another shopper’s order 404 CHECKOUT_NOT_FOUND, and no session 401', async () => {
    const order = await placedOrder();
    const morgan = await api.signIn('morgan@aisle.test');
    const theirs = await putTip(order.id, tipChange(order, 12.5), { token: morgan });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors.code).toBe('CHECKOUT_NOT_FOUND');
    const anonymous = await putTip(order.id, tipChange(order, 12.5), { token: null });
    expect(anonymous.status).toBe(401);
    expect((await readOrder(order.id)).paymentDetails.gratuityAmount).toBe(5);
  });

  it('refuses a body that breaks its rules: 400 with the field’s message', async () => {
    const order = await placedOrder();
    const cases: [unknown, string, string][] = [
      [tipChange(order, -1), 'gratuityAmount', 'gratuityAmount must not be negative'],
      [tipChange(order, 12.505), 'gratuityAmount', 'gratuityAmount has at most two decimals'],
      [tipChange(order, '12.50'), 'gratuityAmount', 'gratuityAmount must be a number'],
      [tipChange(order, 12.5, { versionKey: undefined }), 'versionKey', 'versionKey is required'],
      [
        tipChange(order, 12.5, { idempotencyKey: 'has spaces' }),
        'idempotencyKey',
        'idempotencyKey is 1 to 255 visible ASCII characters',
      ],
      [[tipChange(order, 12.5)], 'json', 'The body must be an object'],
      ['"12.50"', 'json', 'The body must be an object'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await putTip(order.id, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject({
        code: 'CONSTRAINT_VIOLATION_EXCEPTION',
        details: [{ field, message }],
      });
    }
    expect(await readOrder(order.id)).toEqual(order);
  });
});
