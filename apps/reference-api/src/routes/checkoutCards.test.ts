import { checkoutPaths } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { averyAtCheckout, type WalletIds } from '../testing/checkoutTestSupport';
import type { TestApi } from '../testing/testApi';
import {
  addCard,
  bankCardBody,
  cardToken,
  cincinnatiBilling,
  cvvToken,
  dateTime,
  listCards,
  walletPath,
  type CardAnswer,
} from '../testing/walletTestSupport';

// Card add and update on checkout (wallet spec §7): the wallet's own add and edit at checkout's
// paths, the app named by the path.
let api: TestApi;
let avery: string;
let wallet: WalletIds;

averyAtCheckout((state) => ({ api, avery, wallet } = state));

const discover = '6011111111111117';

const addAtCheckout = (body: unknown, app = 'clicklist', headers: Record<string, string> = {}) =>
  api.call<CardAnswer>('POST', checkoutPaths.cards(app), { token: avery, body, headers });

const editAtCheckout = (cardId: string, body: object, app = 'clicklist') =>
  api.call<CardAnswer>('PUT', checkoutPaths.card(app, cardId), { token: avery, body });

/** EditCardRequest for one of Avery's cards: a new expiry, the CVV's token. */
const editBody = (cardId: string, lowValueToken: string, paymentMethod: Record<string, unknown> = {}) => ({
  cardId,
  dateTime,
  defaultCard: false,
  saved: true,
  paymentMethod: {
    paymentType: 'CREDIT_CARD',
    billing: cincinnatiBilling,
    brand: 'MASTERCARD',
    expirationMonth: '03',
    expirationYear: '2031',
    lowValueToken,
    cardFirstSix: '555555',
    firstName: 'Avery',
    lastName: 'Jordan',
    ...paymentMethod,
  },
});

describe('given a card typed into the secure frame at checkout', () => {
  it('after adding it, answers 201 with the card as the wallet’s add does, and the wallet holds it', async () => {
    const answer = await addAtCheckout(bankCardBody(await cardToken(api, discover, { brand: 'DISCOVER' })));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({
      cardType: 'CREDIT_CARD',
      brand: 'DISCOVER',
      lastFourPan: '1117',
      saved: true,
      preferred: false,
      address: cincinnatiBilling,
    });
    const cards = await listCards(api, avery);
    expect(cards.map((card) => card.lastFourPan)).toContain('1117');
  });

  it('after adding it as the preferred card, it is preferred in the app the path names', async () => {
    const token = await cardToken(api, discover);
    const answer = await addAtCheckout(bankCardBody(token, { defaultCard: true }), 'membership');
    expect(answer.body.data.payment.card).toMatchObject({ preferred: true, defaultApplications: ['MEMBERSHIP'] });
    const inClicklist = await listCards(api, avery);
    expect(inClicklist.find((card) => card.lastFourPan === '1117')?.preferred).toBe(false);
  });

  it('after adding it with save false, answers it unsaved and keeps nothing', async () => {
    const before = (await listCards(api, avery)).length;
    const answer = await addAtCheckout(bankCardBody(await cardToken(api, discover), { save: false }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.payment.card).toMatchObject({ lastFourPan: '1117', saved: false });
    expect(await listCards(api, avery)).toHaveLength(before);
  });

  it('refuses what the wallet’s add refuses, with the very same answers', async () => {
    const bodies = [
      bankCardBody('not-a-token'),
      bankCardBody('t', { paymentMethod: { paymentType: 'CREDIT_CARD', firstName: 'Av3ry' } }),
      { paymentMethod: { paymentType: 'EBT_CARD', pan: '5077' } },
      {},
      'not json',
    ];
    for (const body of bodies) {
      const atCheckout = await addAtCheckout(body);
      const inWallet = await api.call<CardAnswer>('POST', walletPath, { token: avery, body });
      expect(atCheckout.status).toBeGreaterThanOrEqual(400);
      expect(atCheckout.status).toBeLessThan(500);
      expect({ status: atCheckout.status, body: atCheckout.body }).toEqual({
        status: inWallet.status,
        body: inWallet.body,
      });
    }
  });

  it('refuses a card already in the wallet: 409 DUPLICATE_CARD', async () => {
    expect((await addCard(api, avery, bankCardBody(await cardToken(api, discover)))).status).toBe(201);
    const again = await addAtCheckout(bankCardBody(await cardToken(api, discover)));
    expect(again.status).toBe(409);
    expect(again.body.errors.code).toBe('DUPLICATE_CARD');
  });

  it('answers an app the wallet does not know 404 APP_NOT_FOUND, before reading the body', async () => {
    for (const body of [bankCardBody(await cardToken(api, discover)), {}]) {
      const answer = await addAtCheckout(body, 'groceries');
      expect(answer.status).toBe(404);
      expect(answer.body.errors.code).toBe('APP_NOT_FOUND');
      expect(answer.body.errors.reason).toContain('clicklist');
    }
  });

  it('is the signed-in shopper’s alone, and checks a payment intent as the wallet does', async () => {
    const body = bankCardBody(await cardToken(api, discover));
    expect((await api.call('POST', checkoutPaths.cards('clicklist'), { body })).status).toBe(401);
    const lost = await addAtCheckout(body, 'clicklist', { 'X-Payment-Intent-Id': 'pi-unknown' });
    expect(lost.status).toBe(404);
    expect(lost.body.errors.code).toBe('PAYMENT_INTENT_NOT_FOUND');
  });
});

describe('given one of Avery’s bank cards updated at checkout', () => {
  it('after updating the expired Mastercard, answers it no longer expired, as the wallet’s edit does', async () => {
    const id = wallet.expiredMastercard;
    const answer = await editAtCheckout(id, editBody(id, await cvvToken(api)));
    expect(answer.status).toBe(200);
    expect(answer.body.data.payment.card).toMatchObject({
      id,
      lastFourPan: '4444',
      expirationMonth: '03',
      expirationYear: '2031',
      expired: false,
      saved: true,
    });
    const cards = await listCards(api, avery);
    expect(cards.find((card: WalletCard) => card.id === id)?.expired).toBe(false);
  });

  it('refuses what the wallet’s edit refuses, with the very same answers', async () => {
    const cases = [
      // An expiry in the past.
      (token: string) => editBody(wallet.expiredMastercard, token, { expirationYear: '2020' }),
      // The SNAP EBT card cannot be edited.
      (token: string) => editBody(wallet.ebt, token),
      // Not the CVV's token.
      () => editBody(wallet.expiredMastercard, 'not-a-token'),
      // No names.
      (token: string) => editBody(wallet.visa, token, { firstName: '', lastName: undefined }),
    ];
    for (const body of cases) {
      const sent = body(await cvvToken(api));
      const atCheckout = await editAtCheckout(sent.cardId, sent);
      const inWallet = await api.call<CardAnswer>('PUT', walletPath, { token: avery, body: body(await cvvToken(api)) });
      expect(atCheckout.status).toBe(400);
      expect(atCheckout.body).toEqual(inWallet.body);
    }
  });

  it('refuses a body naming another card than the path: 400 on cardId', async () => {
    const answer = await editAtCheckout(wallet.visa, editBody(wallet.expiredMastercard, await cvvToken(api)));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      code: 'CONSTRAINT_VIOLATION_EXCEPTION',
      details: [{ field: 'cardId', message: 'cardId must be the card the path names' }],
    });
  });

  it('answers another shopper’s card 404 CARD_NOT_FOUND, and an unknown app 404 APP_NOT_FOUND', async () => {
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT c.id FROM wallet_cards c JOIN shoppers s ON s.id = c.shopper_id WHERE s.email = 'morgan@aisle.test'",
    );
    const morgans = rows[0]?.id ?? '';
    const theirs = await editAtCheckout(morgans, editBody(morgans, await cvvToken(api)));
    expect(theirs.status).toBe(404);
    expect(theirs.body.errors.code).toBe('CARD_NOT_FOUND');
    const id = wallet.expiredMastercard;
    const unknown = await editAtCheckout(id, editBody(id, await cvvToken(api)), 'groceries');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.code).toBe('APP_NOT_FOUND');
  });
});
