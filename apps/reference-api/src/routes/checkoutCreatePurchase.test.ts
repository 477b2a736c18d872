import { checkoutPaths, paymentResponse, purchasesResponse } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { declineCards } from '../checkout/declineCards';
import type { TestApi } from '../testing/testApi';
import {
  activation,
  addBankCard,
  averyAtCheckout,
  countAuthorisations,
  putCheckout,
  startDraft,
  type CheckoutAnswer,
  type WalletIds,
} from '../testing/checkoutTestSupport';

// Create purchase (checkout spec §7, account spec §7: POST /payment/v1/checkouts/{checkoutId}). How
// it relates to the activation is not shown; ours, it is the activation as the payment service
// takes it: the same body without its type, the same order placed once, by the same rules.

let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

/** The activation's body without its type, as a create purchase sends it. */
function purchaseBody(...args: Parameters<typeof activation>) {
  const { type: _type, ...body } = activation(...args);
  return body;
}

const createPurchase = (checkoutId: string, body: object, key?: string, token = avery) =>
  api.call<CheckoutAnswer>('POST', checkoutPaths.purchase(checkoutId), {
    token,
    body,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
  });

describe('given a complete draft (create purchase)', () => {
  it('places it as the activation does: ACTIVE, the card authorised, listed in Purchase History', async () => {
    const { checkout } = await startDraft(api, avery);
    const body = purchaseBody(checkout, wallet.visa);
    const placed = await createPurchase(checkout.id, body, body.idempotencyKey);
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      id: checkout.id,
      status: 'ACTIVE',
      placedDate: api.clock.now.toISOString(),
    });
    const history = purchasesResponse.parse(
      (await api.call('GET', checkoutPaths.purchases, { token: avery })).body,
    ).data;
    expect(history.map((purchase) => purchase.checkoutId)).toEqual([checkout.id]);
    const payment = paymentResponse.parse(
      (await api.call('GET', `${checkoutPaths.payments}?checkoutId=${checkout.id}`, { token: avery })).body,
    ).data;
    expect(payment.bankCards).toEqual([
      { card: { brand: 'VISA', lastFourPan: '1111' }, amount: checkout.summary.cost.total },
    ]);
  });

  it('makes one purchase of a replay (its Idempotency-Key) and of an activation after it', async () => {
    const { checkout } = await startDraft(api, avery);
    const body = purchaseBody(checkout, wallet.visa);
    const first = await createPurchase(checkout.id, body, body.idempotencyKey);
    const second = await createPurchase(checkout.id, body, body.idempotencyKey);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    // The activation with the same key is the same order: one way to place it, whichever path.
    const activated = await putCheckout(api, avery, checkout.id, { type: 'ACTIVATE', ...body });
    expect(activated.body.data).toEqual(first.body.data);
    expect(await countAuthorisations(api, checkout.id)).toBe(1);
  });

  it('refuses a placed order another purchase, as the activation does', async () => {
    const { checkout } = await startDraft(api, avery);
    await createPurchase(checkout.id, purchaseBody(checkout, wallet.visa));
    const again = await createPurchase(checkout.id, {
      ...purchaseBody(checkout, wallet.visa),
      idempotencyKey: 'other',
    });
    const activated = await putCheckout(api, avery, checkout.id, {
      ...activation(checkout, wallet.visa),
      idempotencyKey: 'another',
    });
    expect(again.body.errors).toEqual({ code: 'CHECKOUT_NOT_DRAFT', reason: 'This order has already been placed.' });
    expect([again.status, again.body.errors]).toEqual([activated.status, activated.body.errors]);
    expect(await countAuthorisations(api, checkout.id)).toBe(1);
  });

  it('declines a declined card with its code (402), and places nothing', async () => {
    const { checkout } = await startDraft(api, avery);
    const declined = declineCards.find((card) => card.when === 'place');
    if (!declined) throw new Error('no card declines at placing');
    const cardId = await addBankCard(api, avery, declined.pan);
    const answer = await createPurchase(checkout.id, purchaseBody(checkout, cardId));
    expect(answer.status).toBe(402);
    expect(answer.body.errors).toEqual({ code: declined.code, reason: declined.reason });
    expect(await countAuthorisations(api, checkout.id)).toBe(0);
  });

  it('answers bad input 400, never 500: a type, a missing paymentDetails, no body', async () => {
    const { checkout } = await startDraft(api, avery);
    const body = purchaseBody(checkout, wallet.visa);
    for (const bad of [
      { ...body, type: 'MODIFY' },
      { ...body, type: 'ACTIVATE' },
      { ...body, paymentDetails: undefined },
      [],
    ]) {
      const answer = await createPurchase(checkout.id, bad);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code).toBe('CONSTRAINT_VIOLATION_EXCEPTION');
    }
    expect(await countAuthorisations(api, checkout.id)).toBe(0);
  });

  it('answers another shopper’s checkout 404, and a caller without a session 401', async () => {
    const { checkout } = await startDraft(api, avery);
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await createPurchase(checkout.id, purchaseBody(checkout, wallet.visa), undefined, morgan)).status).toBe(
      404,
    );
    const signedOut = await api.call('POST', checkoutPaths.purchase(checkout.id), {
      body: purchaseBody(checkout, wallet.visa),
    });
    expect(signedOut.status).toBe(401);
  });
});
