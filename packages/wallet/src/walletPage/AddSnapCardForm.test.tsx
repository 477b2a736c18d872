import type { AddEbtCardRequest } from '@aisle/contracts/wallet';
import { toast } from '@aisle/ui';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ebtCard, giftCard, preferredVisa } from '../testing/fixtures';
import { cardsIn, renderWalletPage, type RenderWalletPageOptions } from '../testing/renderWalletPage';
import { ebtAvailableDismissedKey } from './useEbtAvailableModal';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  toast.dismiss();
  // The EBT modal has been seen: it would stand in front of the form of a wallet without EBT.
  window.localStorage.setItem(ebtAvailableDismissedKey, '1');
});

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save Card' }));
const frameTitle = 'Card number, expiration date and CVV';

describe('given SNAP EBT is chosen', () => {
  async function openSnapForm(options: RenderWalletPageOptions = {}) {
    const rendered = renderWalletPage({ handlers: { cards: [preferredVisa, giftCard] }, ...options });
    await rendered.user.click(await screen.findByRole('button', { name: 'Add New Card' }));
    await rendered.user.selectOptions(select(/Payment Type/), 'EBT_CARD');
    return rendered;
  }

  it('asks for the card number only', async () => {
    await openSnapForm();
    expect(field(/Card Number/).maxLength).toBe(19);
    expect(screen.queryByRole('textbox', { name: /First Name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Address/ })).toBeNull();
    expect(screen.queryByTitle(frameTitle)).toBeNull();
  });

  it('refuses a number shorter than 16 digits, and takes digits only', async () => {
    const { user, sent } = await openSnapForm();
    await user.type(field(/Card Number/), '5077-1234');
    expect(field(/Card Number/).value).toBe('50771234');
    await save(user);
    await screen.findByText('Card Number must be at least 16 characters long and at most 19 characters long.');
    expect(sent('POST')).toEqual([]);
  });

  it('after a good submit, adds the EBT card', async () => {
    const { user, sent } = await openSnapForm({ settings: { locationData: { facilityId: 'f-1' } } });
    await user.type(field(/Card Number/), '5077123412341234');
    await save(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toEqual({
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      defaultCard: false,
      facilityId: 'f-1',
      paymentMethod: { paymentType: 'EBT_CARD', pan: '5077123412341234' },
      save: true,
    } satisfies AddEbtCardRequest);
    expect(await cardsIn('SNAP EBT')).toHaveLength(1);
  });

  it("with a fraud-capture loader, sends the page's transaction with the EBT card", async () => {
    const loads: { transactionId: string }[] = [];
    const { user, sent } = await openSnapForm({
      settings: { loadFraudCapture: async (options) => void loads.push(options) },
    });
    await waitFor(() => expect(loads).toHaveLength(1));
    await user.type(field(/Card Number/), '5077123412341234');
    await save(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toMatchObject({ accertifyTransactionId: loads[0]?.transactionId });
  });

  it("after 400 'EBT card already exists', says one SNAP EBT card is allowed and keeps the number", async () => {
    const { user } = await openSnapForm({
      handlers: {
        cards: [preferredVisa],
        failures: { addCard: { status: 400, code: 'EBT_CARD_EXISTS', reason: 'EBT card already exists' } },
      },
    });
    await user.type(field(/Card Number/), '5077123412341234');
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    );
    expect(field(/Card Number/).value).toBe('5077123412341234');
  });

  it('with an EBT card saved already, refuses a second before any call', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: [preferredVisa, ebtCard] } });
    await cardsIn('SNAP EBT');
    await user.click(screen.getByRole('button', { name: 'Add New Card' }));
    await user.selectOptions(select(/Payment Type/), 'EBT_CARD');
    await user.type(field(/Card Number/), '5077123412341234');
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('You can only save one SNAP EBT card.');
    expect(sent('POST')).toEqual([]);
  });

  it('without a credit or debit card, cannot be saved and says why', async () => {
    await openSnapForm({ handlers: { cards: [] } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Card' });
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Add a credit or debit card first: it backs up your SNAP EBT card.',
    );
  });

  it('is not offered when SNAP cards are not shown', async () => {
    const { user } = renderWalletPage({ settings: { walletConfig: { showSnapCards: false } } });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Add New Card' }));
    expect([...select(/Payment Type/).options].map((option) => option.textContent)).toEqual(['Credit/Debit']);
  });
});
