import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WalletRouteFailure } from '../../testing/walletHandlers';
import { openAddForm, renderCardForms, type RenderCardFormsOptions } from '../../testing/renderCardForms';

type User = ReturnType<typeof userEvent.setup>;

async function openGiftForm(options: RenderCardFormsOptions = {}) {
  const rendered = renderCardForms(options);
  await openAddForm(rendered.user, 'Add Gift Card');
  await screen.findByRole('dialog', { name: 'Add Gift Card' });
  return rendered;
}

const cardNumber = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Card Number/ });
const pin = () => screen.getByLabelText<HTMLInputElement>(/PIN/);
const confirm = (user: User) => user.click(screen.getByRole('button', { name: 'Confirm' }));

async function fillIn(user: User, number = '6006491234567890123', code = '1234') {
  await user.type(cardNumber(), number);
  await user.type(pin(), code);
}

describe('given the Add Gift Card form', () => {
  it('shows the keep-your-card note', async () => {
    await openGiftForm();
    expect(
      screen.getByText('Keep your gift card! You will need it for any refunds or additional charges.'),
    ).toBeTruthy();
  });

  it('masks the number as it is typed, 10-3-3-rest, at most 22 characters', async () => {
    const { user } = await openGiftForm();
    expect(cardNumber().maxLength).toBe(22);
    await user.type(cardNumber(), '12345678901');
    expect(cardNumber().value).toBe('1234567890-1');
    await user.type(cardNumber(), '2345678x9012');
    expect(cardNumber().value).toBe('1234567890-123-456-789');
  });

  it('takes a 4-digit PIN on a numeric keypad, hidden', async () => {
    const { user } = await openGiftForm();
    expect(pin().type).toBe('password');
    expect(pin().inputMode).toBe('numeric');
    expect(pin().maxLength).toBe(4);
    await user.type(pin(), '1a2b3');
    expect(pin().value).toBe('123');
  });

  it('on an empty submit shows both messages and sends nothing', async () => {
    const { user, sent } = await openGiftForm();
    await confirm(user);
    await screen.findByText('Card Number must be exactly 19 characters long.');
    expect(screen.getByText('PIN must be exactly 4 characters long.')).toBeTruthy();
    expect(sent('POST')).toEqual([]);
  });

  it('refuses 18 digits and a 3-digit PIN', async () => {
    const { user } = await openGiftForm();
    await fillIn(user, '600649123456789012', '123');
    await confirm(user);
    await screen.findByText('Card Number must be exactly 19 characters long.');
    expect(screen.getByText('PIN must be exactly 4 characters long.')).toBeTruthy();
  });

  it('adds the card by its digits and PIN and returns to the list', async () => {
    const { user, sent, events } = await openGiftForm({ settings: { locationData: { facilityId: 'f-1' } } });
    await fillIn(user);
    await confirm(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toEqual({
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      facilityId: 'f-1',
      paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890123', pin: '1234' },
    });
    expect(screen.getByText('Gift card ending in 0123')).toBeTruthy();
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([]);
  });

  it('is busy while the card is added', async () => {
    const { user } = await openGiftForm({ handlers: { failures: { addCard: 'never' } } });
    await fillIn(user);
    await confirm(user);
    expect((await screen.findByRole('button', { name: 'Confirm' })).getAttribute('aria-busy')).toBe('true');
  });

  const rows: [WalletRouteFailure, string][] = [
    [{ status: 402, code: 'GIFT_CARD_ZERO_BALANCE' }, 'You cannot add a Gift Card with a $0 balance.'],
    [
      { status: 422, code: 'GIFT_CARD_LIMIT_REACHED' },
      'A maximum of 5 gift cards can be saved. To add a new gift card, you will need to delete another one.',
    ],
    [{ status: 409 }, 'The card you are trying to add is already in your wallet, please add a different card.'],
    [{ status: 500 }, "We're sorry, but we weren't able to add your card. Please try again or use a different card."],
  ];

  it.each(rows)('after %j, shows %j and keeps the number and PIN', async (failure, message) => {
    const { user } = await openGiftForm({ handlers: { failures: { addCard: failure } } });
    await fillIn(user);
    await confirm(user);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(cardNumber().value).toBe('6006491234-567-890-123');
    expect(pin().value).toBe('1234');
  });

  it('sends one abandonment analytic when left without saving', async () => {
    const { user, events } = await openGiftForm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Wallet' });
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([
      expect.objectContaining({ form: 'add-gift-card' }),
    ]);
  });
});
