import type { AddGiftCardRequest, WalletCard } from '@aisle/contracts/wallet';
import { toast } from '@aisle/ui';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ebtCard, giftCard, preferredVisa } from '../testing/fixtures';
import type { WalletRouteFailure } from '../testing/walletHandlers';
import { cardsIn, renderWalletPage, type RenderWalletPageOptions } from '../testing/renderWalletPage';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => toast.dismiss());

const giftCards = (count: number): WalletCard[] =>
  Array.from({ length: count }, (_, index) => ({
    ...giftCard,
    id: `card-gift-${index}`,
    cardId: `card-gift-${index}`,
    lastFourPan: `00${10 + index}`,
    paymentGram: `pg-gift-${index}`,
  }));

async function openGiftForm(options: RenderWalletPageOptions = {}) {
  const rendered = renderWalletPage({ handlers: { cards: [preferredVisa, ebtCard, giftCard] }, ...options });
  await rendered.user.click(await screen.findByRole('button', { name: 'Add New Gift Card' }));
  return rendered;
}

const number = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Card Number/ });
// A password field has no role: found by its label.
const pin = () => screen.getByLabelText<HTMLInputElement>(/PIN/);
const confirm = (user: User) => user.click(screen.getByRole('button', { name: 'Confirm' }));

describe('given the Add New Gift Card form', () => {
  it('opens on its button with the number, the PIN and the keep-your-card note', async () => {
    await openGiftForm();
    const form = screen.getByRole('form', { name: 'Add New Gift Card' });
    expect(document.activeElement).toBe(number());
    expect(pin().maxLength).toBe(4);
    expect(document.getElementById(form.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Keep your gift card! You will need it for any refunds or additional charges.',
    );
  });

  it('masks the number 10-3-3-rest and stops at the 19th digit', async () => {
    const { user } = await openGiftForm();
    await user.type(number(), '12345678901234567890');
    expect(number().value).toBe('1234567890-123-456-789');
  });

  it('on an empty submit shows both messages and sends nothing', async () => {
    const { user, sent } = await openGiftForm();
    await confirm(user);
    await screen.findByText('Card Number must be exactly 19 characters long.');
    expect(screen.getByText('PIN must be exactly 4 characters long.')).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });

  it('refuses a short number and a short PIN', async () => {
    const { user } = await openGiftForm();
    await user.type(number(), '123456789012');
    await user.type(pin(), '12a');
    expect(pin().value).toBe('12');
    await confirm(user);
    await screen.findByText('Card Number must be exactly 19 characters long.');
    expect(screen.getByText('PIN must be exactly 4 characters long.')).toBeTruthy();
  });

  it('after a good submit, adds the card, says so, and adds its balance to the total', async () => {
    const { user, sent } = await openGiftForm({ settings: { locationData: { facilityId: 'f-1' } } });
    await user.type(number(), '1234567890123456789');
    await user.type(pin(), '4321');
    await confirm(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toEqual({
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      facilityId: 'f-1',
      paymentMethod: { paymentType: 'GIFT_CARD', pan: '1234567890123456789', pin: '4321' },
    } satisfies AddGiftCardRequest);
    expect(await cardsIn('Gift Cards ($75.00)')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add New Gift Card' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add New Gift Card' }));
  });

  it('with a fraud-capture loader, loads it once on the page and sends its transaction with the card', async () => {
    const loads: { transactionId: string }[] = [];
    const { user, sent } = await openGiftForm({
      settings: { loadFraudCapture: async (options) => void loads.push(options) },
    });
    await waitFor(() => expect(loads).toHaveLength(1));
    await user.type(number(), '1234567890123456789');
    await user.type(pin(), '4321');
    await confirm(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toMatchObject({ accertifyTransactionId: loads[0]?.transactionId });
    expect(loads).toHaveLength(1);
  });

  it('for a pharmacy app, never loads the fraud script nor sends a transaction', async () => {
    const loads: unknown[] = [];
    const { user, sent } = await openGiftForm({
      settings: { appName: 'RXWEB', loadFraudCapture: async (options) => void loads.push(options) },
    });
    await user.type(number(), '1234567890123456789');
    await user.type(pin(), '4321');
    await confirm(user);
    await screen.findByText('Successfully saved card');
    expect(loads).toEqual([]);
    expect(sent('POST')[0]?.body).not.toHaveProperty('accertifyTransactionId');
  });

  const rows: [WalletRouteFailure, string][] = [
    [{ status: 500 }, "We're sorry, but we weren't able to add your card. Please try again or use a different card."],
    [{ status: 402, code: 'GIFT_CARD_ZERO_BALANCE' }, 'You cannot add a Gift Card with a $0 balance.'],
    [
      { status: 422, code: 'GIFT_CARD_LIMIT_REACHED' },
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    ],
    [{ status: 409 }, 'The card you are trying to add is already in your wallet, please add a different card.'],
  ];

  it.each(rows)('after %j, shows %j and keeps the number and PIN', async (failure, message) => {
    const { user } = await openGiftForm({
      handlers: { cards: [preferredVisa, ebtCard, giftCard], failures: { addCard: failure } },
    });
    await user.type(number(), '1234567890123456789');
    await user.type(pin(), '4321');
    await confirm(user);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(number().value).toBe('1234567890-123-456-789');
    expect(pin().value).toBe('4321');
  });

  it('without a credit or debit card, cannot be confirmed and says why', async () => {
    await openGiftForm({ handlers: { cards: [ebtCard] } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Add a credit or debit card first: it backs up your gift cards.',
    );
  });
});

describe('given five gift cards', () => {
  it('a sixth is refused with the limit warning before any form or call', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: [preferredVisa, ebtCard, ...giftCards(5)] } });
    expect(await cardsIn('Gift Cards ($125.00)')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Add New Gift Card' }));
    expect(
      screen.getByText(
        'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add New Gift Card' })).toBeNull();
    expect(sent('POST')).toEqual([]);
  });

  it('four leave room for a fifth', async () => {
    const { user } = renderWalletPage({ handlers: { cards: [preferredVisa, ebtCard, ...giftCards(4)] } });
    await cardsIn('Gift Cards ($100.00)');
    await user.click(screen.getByRole('button', { name: 'Add New Gift Card' }));
    expect(screen.getByRole('form', { name: 'Add New Gift Card' })).toBeTruthy();
    expect(screen.queryByText(/A maximum of 5 gift cards/)).toBeNull();
  });
});
