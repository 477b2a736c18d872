import type { AddCardRequest, EditCardRequest } from '@aisle/contracts/wallet';
import { addCard, editCard } from '@aisle/wallet';
import { preferredVisa } from '@aisle/wallet/testing';
import { describe, expect, it } from 'vitest';
import { recordingClient } from '@aisle/core/testing';
import { addCheckoutCard, editCheckoutCard } from './cards';

const dateTime = { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' } as const;
const giftCard: AddCardRequest = {
  dateTime,
  paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890123', pin: '1234' },
};
const unsavedEbt: AddCardRequest = {
  dateTime,
  defaultCard: false,
  save: false,
  paymentMethod: { paymentType: 'EBT_CARD', pan: '5077123456789012' },
};
const edit: EditCardRequest = {
  cardId: 'card 1/a',
  dateTime,
  defaultCard: true,
  saved: true,
  paymentMethod: {
    paymentType: 'CREDIT_CARD',
    billing: {
      addressLines: ['1014 Vine St'],
      cityTown: 'Cincinnati',
      countryCode: 'US',
      stateProvince: 'OH',
      postalCode: '45202',
    },
    brand: 'VISA',
    expirationMonth: '12',
    expirationYear: '2031',
    lowValueToken: 'cvv-1',
    cardFirstSix: '411111',
    firstName: 'Avery',
    lastName: 'Jordan',
  },
};
const answered = { body: { data: { payment: { card: { ...preferredVisa, saved: undefined } } } } };

describe('given the card calls at checkout (wallet spec §7)', () => {
  it('adds a card with POST /checkout/api/s/cards/clicklist, the wallet’s request as the body', async () => {
    const { client, calls } = recordingClient(answered);
    await addCheckoutCard(client, giftCard);
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: 'https://api.test/checkout/api/s/cards/clicklist', body: giftCard },
    ]);
  });

  it('updates a card with PUT /checkout/api/s/cards/clicklist/{cardId}, the wallet’s request as the body', async () => {
    const { client, calls } = recordingClient(answered);
    await editCheckoutCard(client, edit);
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: 'https://api.test/checkout/api/s/cards/clicklist/card%201%2Fa', body: edit },
    ]);
  });

  it.each([
    ['a gift card, always saved', giftCard],
    ['an EBT card not to be saved', unsavedEbt],
  ])('answers %s exactly as the wallet’s addCard does', async (_, request) => {
    const atCheckout = await addCheckoutCard(recordingClient(answered).client, request);
    expect(atCheckout).toEqual(await addCard(recordingClient(answered).client, request));
  });

  it('answers an update exactly as the wallet’s editCard does: the card, saved', async () => {
    const atCheckout = await editCheckoutCard(recordingClient(answered).client, edit);
    expect(atCheckout).toEqual(await editCard(recordingClient(answered).client, edit));
    expect(atCheckout).toMatchObject({ id: preferredVisa.id, saved: true });
  });
});
