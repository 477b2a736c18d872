import { paymentResponse } from '@aisle/contracts/checkout';
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../testing/testApi';
import { addCard, giftCardBody } from '../testing/walletTestSupport';
import { averyAtCheckout, putCheckout, startDraft, type WalletIds } from '../testing/checkoutTestSupport';

let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

const payments = (...entries: [string, string, number][]) => ({
  versionKey: '1',
  payments: entries.map(([id, paymentType, amount]) => ({ id, paymentType, amount, balance: null })),
});

describe('given the shopper’s wallet cards (the payment update)', () => {
  it('lets the bank card pay what SNAP EBT and the gift card leave', async () => {
    const { checkout } = await startDraft(api, avery);
    const total = checkout.summary.cost.total;
    const answer = await putCheckout(
      api,
      avery,
      checkout.id,
      payments([wallet.visa, 'BANK_CARD', 999], [wallet.ebt, 'EBT', 10], [wallet.giftCard, 'GIFT_CARD', 5]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.paymentDetails.payments).toEqual([
      {
        id: wallet.visa,
        paymentType: 'BANK_CARD',
        amountToAuthorize: Math.round((total - 15) * 100) / 100,
        lastFour: '1111',
        brand: 'VISA',
        vaultId: wallet.visa,
      },
      {
        id: wallet.ebt,
        paymentType: 'EBT',
        amountToAuthorize: 10,
        lastFour: '0001',
        brand: 'EBT',
        vaultId: wallet.ebt,
      },
      {
        id: wallet.giftCard,
        paymentType: 'GIFT_CARD',
        amountToAuthorize: 5,
        lastFour: '0050',
        brand: 'NONE',
        vaultId: wallet.giftCard,
      },
    ]);
    const read = await api.call('GET', `/payment/v1/payments?checkoutId=${checkout.id}`, { token: avery });
    const { data } = paymentResponse.parse(read.body);
    expect(data.ebtCards).toEqual([{ card: { brand: 'EBT', lastFourPan: '0001' }, amount: 10 }]);
    expect(data.giftCards).toEqual([
      { card: { brand: 'NONE', lastFourPan: '0050' }, amount: 5, remainingBalance: 45, cardNumber: '•••• 0050' },
    ]);
  });

  it('takes EBT_CARD, the wallet’s type of the SNAP EBT card, as a SNAP EBT payment (EBT)', async () => {
    const { checkout } = await startDraft(api, avery);
    const answer = await putCheckout(
      api,
      avery,
      checkout.id,
      payments([wallet.visa, 'BANK_CARD', 999], [wallet.ebt, 'EBT_CARD', 10]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.paymentDetails.payments[1]).toMatchObject({
      id: wallet.ebt,
      paymentType: 'EBT',
      amountToAuthorize: 10,
    });
    // The same SNAP rules, on a draft of its own: its most is the lesser of its balance and the
    // SNAP-eligible total, and a bank card is no SNAP EBT card by either name.
    const other = (await startDraft(api, avery)).checkout;
    const over = await putCheckout(api, avery, other.id, payments([wallet.ebt, 'EBT_CARD', 14.27]));
    expect(over.body.errors.reason).toBe('The maximum amount you can charge to your SNAP EBT card is $14.26');
    const asBank = await putCheckout(api, avery, other.id, payments([wallet.visa, 'EBT_CARD', 1]));
    expect(asBank.body.errors.code).toBe('PAYMENT_INVALID');
  });

  it('holds $1 on the bank card when a gift card pays for everything', async () => {
    const { checkout } = await startDraft(api, avery);
    const answer = await putCheckout(
      api,
      avery,
      checkout.id,
      payments([wallet.visa, 'BANK_CARD', 0], [wallet.giftCard, 'GIFT_CARD', checkout.summary.cost.total]),
    );
    expect(answer.body.data.paymentDetails.payments[0]).toMatchObject({
      paymentType: 'BANK_CARD',
      amountToAuthorize: 1,
    });
  });

  it('keeps SNAP EBT between $0.01 and the lesser of its balance and the SNAP-eligible total', async () => {
    const { checkout } = await startDraft(api, avery);
    const over = await putCheckout(api, avery, checkout.id, payments([wallet.ebt, 'EBT', 14.27]));
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      code: 'PAYMENT_INVALID',
      reason: 'The maximum amount you can charge to your SNAP EBT card is $14.26',
    });
    const none = await putCheckout(api, avery, checkout.id, payments([wallet.ebt, 'EBT', 0]));
    expect(none.body.errors.reason).toBe('The minimum amount you can charge to your SNAP EBT card is $0.01');
    expect((await putCheckout(api, avery, checkout.id, payments([wallet.ebt, 'EBT', 14.26]))).status).toBe(200);
  });

  it('refuses another shopper’s card (404), a second SNAP EBT card, the wrong type and an expired card (422)', async () => {
    const { checkout } = await startDraft(api, avery);
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT c.id FROM wallet_cards c JOIN shoppers s ON s.id = c.shopper_id WHERE s.email = 'morgan@aisle.test'",
    );
    const morgans = rows[0]?.id ?? '';
    expect((await putCheckout(api, avery, checkout.id, payments([morgans, 'BANK_CARD', 0]))).status).toBe(404);
    const twice = await putCheckout(
      api,
      avery,
      checkout.id,
      payments([wallet.visa, 'BANK_CARD', 0], [wallet.expiredMastercard, 'BANK_CARD', 0]),
    );
    expect(twice.body.errors.code).toBe('PAYMENT_INVALID');
    const asEbt = await putCheckout(api, avery, checkout.id, payments([wallet.visa, 'EBT', 1]));
    expect(asEbt.body.errors.code).toBe('PAYMENT_INVALID');
    const expired = await putCheckout(api, avery, checkout.id, payments([wallet.expiredMastercard, 'BANK_CARD', 0]));
    expect(expired.body.errors).toEqual({
      code: 'PAYMENT_INVALID',
      reason: 'This payment method is expired. Please select a different payment method.',
    });
    const doubleEbt = await putCheckout(
      api,
      avery,
      checkout.id,
      payments([wallet.ebt, 'EBT', 1], [wallet.ebt, 'EBT', 1]),
    );
    expect(doubleEbt.status).toBe(422);
  });

  it('refuses a gift card with a $0 balance, and one asked for more than it holds', async () => {
    const { checkout } = await startDraft(api, avery);
    // The wallet refuses to add a $0 card; one can run dry after it was added.
    await api.db.query('UPDATE wallet_cards SET balance_cents = 0 WHERE id = $1', [wallet.giftCard]);
    const empty = await putCheckout(api, avery, checkout.id, payments([wallet.giftCard, 'GIFT_CARD', 1]));
    expect(empty.body.errors).toEqual({
      code: 'PAYMENT_INVALID',
      reason: 'Gift cards with a $0 balance cannot be used.',
    });
    const added = await addCard(api, avery, giftCardBody('6006491000000000025'));
    const small = added.body.data.payment.card.id;
    const tooMuch = await putCheckout(api, avery, checkout.id, payments([small, 'GIFT_CARD', 25.01]));
    expect(tooMuch.body.errors.reason).toBe('The gift card ending 0025 has $25.00 left.');
  });

  it('refuses SNAP EBT when Instacart delivers: 422 PAYMENT_TYPE_NOT_ACCEPTED', async () => {
    const { checkout } = await startDraft(api, avery, { vendor: 'instacart' });
    const answer = await putCheckout(api, avery, checkout.id, payments([wallet.ebt, 'EBT', 1]));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      code: 'PAYMENT_TYPE_NOT_ACCEPTED',
      reason: 'We are currently not accepting this payment type. Please select a different form of payment.',
    });
  });

  it('refits the amounts when the total changes: a tip goes on the bank card', async () => {
    const { checkout } = await startDraft(api, avery);
    await putCheckout(api, avery, checkout.id, payments([wallet.visa, 'BANK_CARD', 0], [wallet.ebt, 'EBT', 14.26]));
    const tipped = await putCheckout(api, avery, checkout.id, {
      versionKey: '2',
      paymentDetails: { gratuityAmount: 3 },
    });
    const bank = tipped.body.data.paymentDetails.payments[0];
    expect(bank?.amountToAuthorize).toBe(Math.round((checkout.summary.cost.total + 3 - 14.26) * 100) / 100);
  });

  it('answers Get payment only for the shopper’s checkout, and 400 without checkoutId', async () => {
    const { checkout } = await startDraft(api, avery);
    const morgan = await api.signIn('morgan@aisle.test');
    expect((await api.call('GET', `/payment/v1/payments?checkoutId=${checkout.id}`, { token: morgan })).status).toBe(
      404,
    );
    expect((await api.call('GET', '/payment/v1/payments', { token: avery })).status).toBe(400);
    expect((await api.call('GET', `/payment/v1/payments?checkoutId=${checkout.id}`)).status).toBe(401);
  });

  it('names each card’s vault reference (its wallet id), and a gift card only by its masked number', async () => {
    const { checkout } = await startDraft(api, avery);
    const chosen = await putCheckout(
      api,
      avery,
      checkout.id,
      payments([wallet.visa, 'BANK_CARD', 0], [wallet.giftCard, 'GIFT_CARD', 5]),
    );
    const vaultIds = chosen.body.data.paymentDetails.payments.map((payment) => payment.vaultId);
    expect(vaultIds).toEqual([wallet.visa, wallet.giftCard]);
    const { rows } = await api.db.query<{ id: string }>('SELECT id FROM wallet_cards WHERE id = ANY($1::uuid[])', [
      vaultIds,
    ]);
    expect(rows).toHaveLength(2);
    const read = await api.call('GET', `/payment/v1/payments?checkoutId=${checkout.id}`, { token: avery });
    const [giftCard] = paymentResponse.parse(read.body).data.giftCards;
    expect(giftCard?.cardNumber).toBe('•••• 0050');
    expect(JSON.stringify(read.body)).not.toContain('6006491000000000050');
  });
});
