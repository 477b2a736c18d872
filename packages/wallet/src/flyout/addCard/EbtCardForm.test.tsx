import type { AddEbtCardRequest } from '@aisle/contracts/wallet';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { giftCard, preferredVisa } from '../../testing/fixtures';
import type { WalletHandlersOptions } from '../../testing/walletHandlers';
import { openAddForm, renderCardForms, type RenderCardFormsOptions } from '../../testing/renderCardForms';

type User = ReturnType<typeof userEvent.setup>;
// One SNAP EBT card is allowed: these wallets have none yet.
const noEbt: WalletHandlersOptions = { cards: [preferredVisa, giftCard] };

async function openEbtForm({ settings, handlers }: RenderCardFormsOptions = {}) {
  const rendered = renderCardForms({ settings, handlers: { ...noEbt, ...handlers } });
  await openAddForm(rendered.user, 'Add SNAP EBT Card');
  await screen.findByRole('dialog', { name: 'Add SNAP EBT Card' });
  return rendered;
}

const cardNumber = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Card Number/ });
const confirm = (user: User) => user.click(screen.getByRole('button', { name: 'Confirm' }));

describe('given the Add SNAP EBT Card form', () => {
  it('takes digits only, 19 at most, on a numeric keypad', async () => {
    const { user } = await openEbtForm();
    expect(cardNumber().maxLength).toBe(19);
    expect(cardNumber().inputMode).toBe('numeric');
    await user.type(cardNumber(), '5077 12ab34');
    expect(cardNumber().value).toBe('50771234');
  });

  it.each(['', '507712345678901'])('refuses %j with the length message', async (digits) => {
    const { user, sent } = await openEbtForm();
    if (digits) await user.type(cardNumber(), digits);
    await confirm(user);
    await screen.findByText('Card Number must be at least 16 characters long and at most 19 characters long.');
    expect(sent('POST')).toEqual([]);
  });

  it('adds a 16-digit card, saved unless the box is cleared, and returns to the list', async () => {
    const { user, sent, events } = await openEbtForm({ settings: { locationData: { facilityId: 'f-1' } } });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Save this card' }).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    await user.type(cardNumber(), '5077123456789012');
    await confirm(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toEqual({
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      defaultCard: false,
      facilityId: 'f-1',
      paymentMethod: { paymentType: 'EBT_CARD', pan: '5077123456789012' },
      save: false,
    } satisfies AddEbtCardRequest);
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([]);
  });

  it('when saving is not offered, hides the box and always saves', async () => {
    const { user, sent } = await openEbtForm({ settings: { walletConfig: { saveCardOptionEnabled: false } } });
    expect(screen.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
    await user.type(cardNumber(), '5077123456789012345');
    await confirm(user);
    await screen.findByText('Successfully saved card');
    expect((sent('POST')[0]?.body as AddEbtCardRequest).save).toBe(true);
  });

  it('is busy while the card is added', async () => {
    const { user } = await openEbtForm({ handlers: { failures: { addCard: 'never' } } });
    await user.type(cardNumber(), '5077123456789012');
    await confirm(user);
    expect((await screen.findByRole('button', { name: 'Confirm' })).getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    [
      { status: 400, reason: 'EBT card already exists' },
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    ],
    [{ status: 409 }, 'The card you are trying to add is already in your wallet, please add a different card.'],
    [{ status: 500 }, 'There was an error adding your card'],
  ])('after %j, shows %j and keeps the number', async (failure, message) => {
    const { user } = await openEbtForm({ handlers: { failures: { addCard: failure } } });
    await user.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    await user.type(cardNumber(), '5077123456789012');
    await confirm(user);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(cardNumber().value).toBe('5077123456789012');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Save this card' }).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('sends one abandonment analytic when left without saving', async () => {
    const { user, events } = await openEbtForm();
    await user.type(cardNumber(), '5077');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Wallet' });
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([
      expect.objectContaining({ form: 'add-ebt-card' }),
    ]);
  });
});
