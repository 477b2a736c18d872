import { checkoutPaths, paymentResponse, type PaymentQuery } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { activation, averyAtCheckout, putCheckout, startDraft, type WalletIds } from '../testing/checkoutTestSupport';
import type { ErrorAnswer, TestApi } from '../testing/testApi';

// Get payment's options (wallet spec §7): the app, shouldOnlyShowAuths,
// shouldIncludeGiftCardRemainingBalance and the banner domain, as query parameters.
let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

type Options = Partial<Record<keyof PaymentQuery, string>>;

const getPayment = (checkoutId: string, options: Options = {}, headers: Record<string, string> = {}) =>
  api.call<ErrorAnswer>('GET', `${checkoutPaths.payments}?${new URLSearchParams({ checkoutId, ...options })}`, {
    token: avery,
    headers,
  });

const dataOf = (answer: { body: unknown }) => paymentResponse.parse(answer.body).data;

/** A draft paid by the Visa and $5 of the gift card. */
async function paidDraft() {
  const { checkout } = await startDraft(api, avery);
  const payments = [
    { id: wallet.visa, paymentType: 'BANK_CARD', amount: 0 },
    { id: wallet.giftCard, paymentType: 'GIFT_CARD', amount: 5 },
  ];
  expect((await putCheckout(api, avery, checkout.id, { versionKey: checkout.versionKey, payments })).status).toBe(200);
  return checkout.id;
}

describe('given shouldOnlyShowAuths', () => {
  it('for a draft, answers no cards when true: nothing is authorised before Place order', async () => {
    const id = await paidDraft();
    const chosen = dataOf(await getPayment(id, { shouldOnlyShowAuths: 'false' }));
    expect(chosen.bankCards).toHaveLength(1);
    expect(chosen.giftCards).toHaveLength(1);
    const authorised = dataOf(await getPayment(id, { app: 'clicklist', shouldOnlyShowAuths: 'true' }));
    expect(authorised).toEqual({ checkoutId: id, bankCards: [], ebtCards: [], giftCards: [] });
  });

  it('for a placed order, answers what it authorised', async () => {
    const { checkout } = await startDraft(api, avery);
    const placed = await putCheckout(api, avery, checkout.id, activation(checkout, wallet.visa));
    expect(placed.status).toBe(200);
    const { bankCards } = dataOf(await getPayment(checkout.id, { shouldOnlyShowAuths: 'TRUE' }));
    expect(bankCards).toEqual([
      { card: { brand: 'VISA', lastFourPan: '1111' }, amount: placed.body.data.summary.cost.total },
    ]);
  });
});

describe('given shouldIncludeGiftCardRemainingBalance', () => {
  it('answers the gift cards’ remainingBalance unless it is false', async () => {
    const id = await paidDraft();
    expect(dataOf(await getPayment(id)).giftCards[0]?.remainingBalance).toBe(45);
    const without = dataOf(await getPayment(id, { shouldIncludeGiftCardRemainingBalance: 'false' }));
    expect(without.giftCards[0]).toMatchObject({ amount: 5 });
    expect(without.giftCards[0]).not.toHaveProperty('remainingBalance');
  });
});

describe('given a banner domain', () => {
  it('takes the domain of the call’s banner, X-Banner’s (kroger without it)', async () => {
    const id = await paidDraft();
    expect((await getPayment(id, { bannerDomain: 'kroger.com' })).status).toBe(200);
    const teeter = await getPayment(id, { bannerDomain: 'HarrisTeeter.com' }, { 'X-Banner': 'harristeeter' });
    expect(teeter.status).toBe(200);
  });

  it('refuses another banner’s domain, or none at all: 400 on bannerDomain', async () => {
    const id = await paidDraft();
    for (const bannerDomain of ['ralphs.com', 'example.test']) {
      const answer = await getPayment(id, { bannerDomain });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject({
        code: 'CONSTRAINT_VIOLATION_EXCEPTION',
        details: [
          { field: 'bannerDomain', message: "bannerDomain must be the domain of the call's banner, kroger.com" },
        ],
      });
    }
  });
});

describe('given the app', () => {
  it('answers clicklist’s checkouts, in any case; another app has none (404)', async () => {
    const id = await paidDraft();
    expect((await getPayment(id, { app: 'CLICKLIST' })).status).toBe(200);
    const membership = await getPayment(id, { app: 'membership' });
    expect(membership.status).toBe(404);
    expect(membership.body.errors.code).toBe('CHECKOUT_NOT_FOUND');
  });

  it('refuses an unknown app and a flag that is not true or false: 400, never 500', async () => {
    const id = await paidDraft();
    const cases: [Options, string][] = [
      [{ app: 'groceries' }, 'app'],
      [{ shouldOnlyShowAuths: 'yes' }, 'shouldOnlyShowAuths'],
      [{ shouldIncludeGiftCardRemainingBalance: '' }, 'shouldIncludeGiftCardRemainingBalance'],
    ];
    for (const [options, field] of cases) {
      const answer = await getPayment(id, options);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.details?.map((detail) => detail.field)).toEqual([field]);
    }
  });
});
