import { purchaseDeclineCodes, purchasesResponse, type Checkout } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { declineCards } from '../checkout/declineCards';
import type { TestApi } from '../testing/testApi';
import {
  activation,
  addBankCard,
  putCheckout,
  startDraft,
  typedPin,
  wine,
  type WalletIds,
  averyAtCheckout,
  countAuthorisations,
} from '../testing/checkoutTestSupport';

let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

describe('given a complete draft (Place order)', () => {
  it('places it: ACTIVE, placed now, the cards authorised, and listed in Purchase History', async () => {
    const { checkout } = await startDraft(api, avery);
    const ebt = { card: { id: wallet.ebt }, amount: 10, program: 'SNAP', encryptedPin: typedPin(api, '1234', wallet) };
    const body = activation(checkout, wallet.visa, { methods: { ebtCards: [ebt] } });
    const placed = await putCheckout(api, avery, checkout.id, body, body.idempotencyKey);
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 'ACTIVE',
      placedDate: api.clock.now.toISOString(),
      modifiable: true,
      versionKey: '2',
      paymentDetails: {
        payments: [
          {
            id: wallet.visa,
            paymentType: 'BANK_CARD',
            amountToAuthorize: Math.round((checkout.summary.cost.total - 10) * 100) / 100,
          },
          { id: wallet.ebt, paymentType: 'EBT', amountToAuthorize: 10 },
        ],
      },
    });
    expect(await countAuthorisations(api, checkout.id)).toBe(2);
    const history = purchasesResponse.parse(
      (await api.call('GET', '/atlas/v1/purchase-history/v1/purchases', { token: avery })).body,
    );
    expect(history.data).toEqual([
      expect.objectContaining({
        checkoutId: checkout.id,
        status: 'ACTIVE',
        itemCount: 5,
        total: checkout.summary.cost.total,
      }),
    ]);
    const again = await putCheckout(api, avery, checkout.id, {
      versionKey: '2',
      paymentDetails: { gratuityAmount: 1 },
    });
    expect(again.body.errors.code).toBe('CHECKOUT_NOT_DRAFT');
  });

  it('lists placed orders newest first', async () => {
    const first = (await startDraft(api, avery)).checkout;
    await putCheckout(api, avery, first.id, activation(first, wallet.visa));
    api.clock.advance(60);
    const second = (await startDraft(api, avery, { modalityType: 'PICKUP' })).checkout;
    await putCheckout(api, avery, second.id, activation(second, wallet.visa));
    const history = purchasesResponse.parse(
      (await api.call('GET', '/atlas/v1/purchase-history/v1/purchases', { token: avery })).body,
    );
    expect(history.data.map((purchase) => purchase.checkoutId)).toEqual([second.id, first.id]);
  });

  it('makes one order of the same activation twice (its key as Idempotency-Key) and answers the same', async () => {
    const { checkout } = await startDraft(api, avery);
    const body = activation(checkout, wallet.visa);
    const first = await putCheckout(api, avery, checkout.id, body, body.idempotencyKey);
    const second = await putCheckout(api, avery, checkout.id, body, body.idempotencyKey);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    // Without the header the body's key still finds the order it placed.
    expect((await putCheckout(api, avery, checkout.id, body)).body).toEqual(first.body);
    expect(await countAuthorisations(api, checkout.id)).toBe(1);
  });

  it('makes one order of two activations at once, with or without the header, never 500', async () => {
    for (const withHeader of [true, false]) {
      const { checkout } = await startDraft(api, avery);
      const body = activation(checkout, wallet.visa);
      const key = withHeader ? body.idempotencyKey : undefined;
      const answers = await Promise.all([1, 2].map(() => putCheckout(api, avery, checkout.id, body, key)));
      for (const answer of answers) {
        expect([200, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.errors.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      }
      // Without the header the second finds the order the first placed under the body's key.
      if (!withHeader) expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
      expect(await countAuthorisations(api, checkout.id)).toBe(1);
    }
  });

  it('lists a transaction per authorised card and what SNAP EBT has left, none before it is placed', async () => {
    const { checkout } = await startDraft(api, avery);
    expect(checkout.paymentDetails).toMatchObject({ payment: { transactions: [] }, ebtDetails: null });
    const ebt = { card: { id: wallet.ebt }, amount: 10, program: 'SNAP', encryptedPin: typedPin(api, '1234', wallet) };
    const gift = { card: { id: wallet.giftCard }, amount: 5 };
    const body = activation(checkout, wallet.visa, { methods: { ebtCards: [ebt], giftCards: [gift] } });
    const placed = await putCheckout(api, avery, checkout.id, body);
    expect(placed.status).toBe(200);
    expect(placed.body.data.paymentDetails.payment?.transactions).toEqual([
      { paymentMethod: { subType: 'VISA', type: 'BANK_CARD', lastFourOfCard: '1111' } },
      { paymentMethod: { subType: 'SNAP', type: 'EBT', lastFourOfCard: '0001' } },
      { paymentMethod: { subType: 'GIFT', type: 'GIFT_CARD', lastFourOfCard: '0050' } },
    ]);
    // The card's $123.45 SNAP balance, less the $10.00 authorised.
    expect(placed.body.data.paymentDetails.ebtDetails).toEqual({ remainingBalance: { snap: 113.45 } });
    expect(placed.body.data.paymentDetails.payments.map((payment) => payment.vaultId)).toEqual([
      wallet.visa,
      wallet.ebt,
      wallet.giftCard,
    ]);
    await api.call('DELETE', `/payment/v2/wallet/${wallet.giftCard}`, { token: avery });
    const read = await api.call<{ data: Checkout }>('GET', `/atlas/v1/checkout/v2/checkouts/${checkout.id}`, {
      token: avery,
    });
    // A card that left the wallet left the vault: the order keeps its receipt, not a reference.
    expect(read.body.data.paymentDetails.payments.at(-1)).toMatchObject({ lastFour: '0050', vaultId: null });
    expect(read.body.data.paymentDetails.payment?.transactions).toHaveLength(3);
  });

  it('has no SNAP EBT balance to tell when the order was placed without SNAP EBT', async () => {
    const { checkout } = await startDraft(api, avery, { modalityType: 'PICKUP' });
    const placed = await putCheckout(api, avery, checkout.id, activation(checkout, wallet.visa));
    expect(placed.body.data.paymentDetails).toMatchObject({
      payment: { transactions: [{ paymentMethod: { subType: 'VISA', type: 'BANK_CARD', lastFourOfCard: '1111' } }] },
      ebtDetails: null,
    });
  });
});

describe('given what placing needs', () => {
  it('asks for a phone, a bank card, the vendor’s terms and an age old enough', async () => {
    const riley = await api.signIn('riley@aisle.test');
    const rileys = (await startDraft(api, riley, { modalityType: 'PICKUP' })).checkout;
    const noPhone = await putCheckout(api, riley, rileys.id, activation(rileys, wallet.visa));
    expect(noPhone.body.errors).toEqual({ code: 'CONTACT_REQUIRED', reason: 'Phone number is required' });

    const { checkout } = await startDraft(api, avery, { vendor: 'instacart', cart: [{ gtin13: wine, quantity: 1 }] });
    const noBank = await putCheckout(
      api,
      avery,
      checkout.id,
      activation(checkout, wallet.visa, { methods: { bankCards: [] } }),
    );
    expect(noBank.body.errors.code).toBe('BANK_CARD_REQUIRED');
    const noTerms = await putCheckout(api, avery, checkout.id, activation(checkout, wallet.visa));
    expect(noTerms.body.errors).toEqual({
      code: 'DELIVERY_TERMS_REQUIRED',
      reason: 'You must agree to the Instacart Terms of Service to place your order.',
    });
    const bornOn = (dateOfBirth?: string) =>
      activation(checkout, wallet.visa, {
        body: { deliveryTermsAccepted: true },
        details: dateOfBirth ? { identityData: { dateOfBirth } } : {},
      });
    const young = await putCheckout(api, avery, checkout.id, bornOn('2008-01-01'));
    expect(young.body.errors).toEqual({
      code: 'AGE_VERIFICATION_FAILED',
      reason: 'You must be 21 or older to buy some of the items in your order.',
    });
    expect((await putCheckout(api, avery, checkout.id, bornOn())).body.errors.code).toBe('AGE_VERIFICATION_FAILED');
    const placed = await putCheckout(api, avery, checkout.id, bornOn('1990-05-17'));
    expect(placed.status).toBe(200);
    expect(placed.body.data.buyer.dateOfBirth).toBe('1990-05-17');
    expect(placed.body.data.fulfillment.contact.dateOfBirth).toBe('1990-05-17');
  });

  it('keeps the date of birth the draft was made with, and places an age-restricted order with it', async () => {
    const { checkout } = await startDraft(api, avery, {
      modalityType: 'PICKUP',
      cart: [{ gtin13: wine, quantity: 1 }],
      dateOfBirth: '1990-05-17',
    });
    expect(checkout.buyer.dateOfBirth).toBe('1990-05-17');
    const placed = await putCheckout(
      api,
      avery,
      checkout.id,
      activation(checkout, wallet.visa, { details: { identityData: { dateOfBirth: '1990-05-17' } } }),
    );
    expect(placed.status).toBe(200);
    const notADate = await api.call('POST', '/atlas/v1/checkout/v2/checkouts', {
      token: avery,
      body: {
        modalityType: 'PICKUP',
        lineItems: [{ cart: { gtin13: wine, quantity: 1 } }],
        fulfillment: { promise: { id: checkout.fulfillment.promise.id, versionKey: '1' } },
        buyer: { dateOfBirth: '1990-02-30' },
      },
    });
    expect(notADate.status).toBe(400);
  });

  it('refuses an activation at a stale versionKey (409) and after the hold ended (410)', async () => {
    const { checkout } = await startDraft(api, avery);
    const stale = await putCheckout(api, avery, checkout.id, activation({ versionKey: '7' }, wallet.visa));
    expect(stale.body.errors.code).toBe('CHECKOUT_VERSION_CONFLICT');
    await api.call('POST', `/__test/checkouts/${checkout.id}/expire`);
    expect((await putCheckout(api, avery, checkout.id, activation(checkout, wallet.visa))).status).toBe(410);
  });
});

describe('given a SNAP EBT PIN', () => {
  const withEbt = (checkout: { versionKey: string }, encryptedPin: string, key: string) =>
    activation(checkout, wallet.visa, {
      body: { idempotencyKey: key },
      methods: { ebtCards: [{ card: { id: wallet.ebt }, amount: 5, program: 'SNAP', encryptedPin }] },
    });

  it('answers a wrong PIN 402 INVALID_PIN, counts it, and locks the card at the third: MAX_PIN_TRIES_EXCEEDED', async () => {
    const { checkout } = await startDraft(api, avery);
    const codes = [];
    for (const attempt of [1, 2, 3, 4]) {
      const answer = await putCheckout(
        api,
        avery,
        checkout.id,
        withEbt(checkout, typedPin(api, '9999', wallet), `pin-${attempt}`),
      );
      expect(answer.status).toBe(402);
      codes.push(answer.body.errors.code);
    }
    expect(codes).toEqual(['INVALID_PIN', 'INVALID_PIN', 'MAX_PIN_TRIES_EXCEEDED', 'MAX_PIN_TRIES_EXCEEDED']);
    const right = await putCheckout(api, avery, checkout.id, withEbt(checkout, typedPin(api, '1234', wallet), 'pin-5'));
    expect(right.body.errors.code).toBe('MAX_PIN_TRIES_EXCEEDED');
    expect(await countAuthorisations(api, checkout.id)).toBe(0);
  });

  it('refuses a PIN entry used before (422) and one that is not the widget’s (400)', async () => {
    const { checkout } = await startDraft(api, avery);
    const pin = typedPin(api, '9999', wallet);
    await putCheckout(api, avery, checkout.id, withEbt(checkout, pin, 'a'));
    expect((await putCheckout(api, avery, checkout.id, withEbt(checkout, pin, 'b'))).body.errors.code).toBe(
      'PIN_ALREADY_USED',
    );
    expect((await putCheckout(api, avery, checkout.id, withEbt(checkout, 'abc', 'c'))).status).toBe(400);
  });
});

describe('given the decline cards', () => {
  it('declines each of the 17 purchase decline codes (402) by the bank card’s last four, and places nothing', async () => {
    const { checkout } = await startDraft(api, avery);
    const seen = [];
    for (const card of declineCards.filter((each) => each.when === 'place')) {
      const cardId = await addBankCard(api, avery, card.pan);
      const answer = await putCheckout(api, avery, checkout.id, activation(checkout, cardId));
      expect(answer.status).toBe(402);
      expect(answer.body.errors).toEqual({ code: card.code, reason: card.reason });
      seen.push(answer.body.errors.code);
      await api.call('DELETE', `/payment/v2/wallet/${cardId}`, { token: avery });
    }
    expect(seen).toEqual([...purchaseDeclineCodes, 'POST_AUTH_REJECT']);
    expect(seen.at(-1)).toBe('POST_AUTH_REJECT');
    const read = await api.call<{ data: { status: string; versionKey: string } }>(
      'GET',
      `/atlas/v1/checkout/v2/checkouts/${checkout.id}`,
      {
        token: avery,
      },
    );
    expect(read.body.data).toMatchObject({ status: 'DRAFT', versionKey: '1' });
  }, 60_000);

  it('tells the post-authorisation rejection with code RV9547', async () => {
    const { checkout } = await startDraft(api, avery);
    const cardId = await addBankCard(api, avery, '4000000000009185');
    const answer = await putCheckout(api, avery, checkout.id, activation(checkout, cardId));
    expect(answer.status).toBe(402);
    expect(answer.body.errors.code).toBe('POST_AUTH_REJECT');
    expect(answer.body.errors.reason).toContain('RV9547');
  });
});
