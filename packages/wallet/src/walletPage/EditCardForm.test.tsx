import type { EditCardRequest, WalletCard } from '@aisle/contracts/wallet';
import { toast } from '@aisle/ui';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { discover, ebtCard, expiredMastercard, preferredVisa, rewardDebitCard } from '../testing/fixtures';
import type { WalletRouteFailure } from '../testing/walletHandlers';
import { ebtAvailableDismissedKey } from './useEbtAvailableModal';
import { loadSecureFrame, type FrameAnswer } from '../testing/loadSecureFrame';
import { cardsIn, renderWalletPage, type RenderWalletPageOptions } from '../testing/renderWalletPage';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  toast.dismiss();
  // The EBT modal has been seen: it would stand in front of the forms of a wallet without EBT.
  window.localStorage.setItem(ebtAvailableDismissedKey, '1');
});

const rewardDebit = rewardDebitCard;
const preferredRewardDebit: WalletCard = { ...rewardDebit, preferred: true, defaultApplications: ['CLICKLIST'] };

async function openEditForm(
  name = 'Edit Visa ending in 1111',
  options: RenderWalletPageOptions = {},
  answer: FrameAnswer = { ok: { checkoutId: 'cvv-token-1' } },
) {
  const rendered = renderWalletPage({
    handlers: { cards: [preferredVisa, discover, expiredMastercard, ebtCard] },
    ...options,
  });
  await cardsIn('Credit & Debit');
  await rendered.user.click(screen.getByRole('button', { name }));
  const form = screen.getByRole('form', { name });
  const frame = await loadSecureFrame('CVV', answer);
  return { ...rendered, form, frame };
}

const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const text = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const preferredBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Make this my preferred card' });
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('given the Edit Card form of a card', () => {
  it('toggles on the card’s Edit button and starts from the card', async () => {
    const { user } = await openEditForm();
    const edit = screen.getByRole('button', { name: 'Edit Visa ending in 1111' });
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    expect(select(/Expiration Month/).value).toBe('08');
    expect(select(/Expiration Year/).value).toBe('2030');
    expect(text(/First Name/).value).toBe('Avery');
    expect(text(/Last Name/).value).toBe('Jordan');
    expect(text(/First Name/).maxLength).toBe(40);
    expect(preferredBox().checked).toBe(true);
    expect([...select(/Expiration Month/).options].map((option) => option.textContent)).toEqual([
      'Select...',
      ...Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')),
    ]);
    await user.click(edit);
    expect(screen.queryByRole('form', { name: 'Edit Visa ending in 1111' })).toBeNull();
  });

  it('opens one card’s form at a time', async () => {
    const { user } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Edit Discover ending in 1117' }));
    expect(screen.getByRole('form', { name: 'Edit Discover ending in 1117' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Visa ending in 1111' })).toBeNull();
  });

  it('asks for a month, a year and both names', async () => {
    const { user, frame } = await openEditForm();
    await user.selectOptions(select(/Expiration Month/), '');
    await user.selectOptions(select(/Expiration Year/), '');
    await user.clear(text(/First Name/));
    await user.clear(text(/Last Name/));
    await save(user);
    await screen.findByText('Please enter a valid expiration month.');
    expect(screen.getByText('Please enter a valid expiration year.')).toBeTruthy();
    expect(screen.getByText('First Name is a required field.')).toBeTruthy();
    expect(screen.getByText('Last Name is a required field.')).toBeTruthy();
    expect(frame.submitCount).toBe(0);
  });

  it('refuses a date before this month, and names with other than letters and spaces', async () => {
    const { user } = await openEditForm();
    await user.selectOptions(select(/Expiration Month/), '10');
    await user.selectOptions(select(/Expiration Year/), '2026');
    await user.clear(text(/First Name/));
    await user.type(text(/First Name/), 'Mary Ann');
    await user.type(text(/Last Name/), '-Lee');
    await save(user);
    await screen.findByText('Expiration Date must be after the current date.');
    expect(screen.getAllByText('Incorrect format, only letters and spaces are accepted.')).toHaveLength(1);
  });

  it('leaves an expired card’s year for the shopper to choose', async () => {
    const { user } = await openEditForm('Edit Mastercard ending in 4444');
    expect(select(/Expiration Year/).value).toBe('');
    await save(user);
    await screen.findByText('Please enter a valid expiration year.');
  });

  it('after a good submit, updates the card with the CVV token, says so and closes', async () => {
    const { user, sent } = await openEditForm('Edit Visa ending in 1111', {
      settings: { locationData: { facilityId: 'f-1', storeId: 's-2' } },
    });
    await user.selectOptions(select(/Expiration Month/), '12');
    await user.selectOptions(select(/Expiration Year/), '2031');
    await user.clear(text(/Last Name/));
    await user.type(text(/Last Name/), ' Lee ');
    await user.click(preferredBox());
    await save(user);
    await screen.findByText('Successfully edited card');
    expect(sent('PUT')[0]?.body).toEqual({
      cardId: 'card-visa',
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      facilityId: 'f-1',
      storeId: 's-2',
      defaultCard: false,
      paymentGram: 'pg-card-visa',
      saved: true,
      paymentMethod: {
        paymentType: 'CREDIT_CARD',
        billing: preferredVisa.address as NonNullable<WalletCard['address']>,
        brand: 'VISA',
        expirationMonth: '12',
        expirationYear: '2031',
        lowValueToken: 'cvv-token-1',
        cardFirstSix: '411111',
        firstName: 'Avery',
        lastName: 'Lee',
      },
    } satisfies EditCardRequest);
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByText('Expires 12/2031')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Visa ending in 1111' }));
  });

  const rows: [WalletRouteFailure, string][] = [
    [{ status: 500 }, 'There was an error updating your card'],
    [{ status: 402, code: 'RV32937' }, 'There was an issue with your card. Please contact your Card Issuer.'],
    [{ status: 422, code: 'KC2617' }, 'Your payment information is invalid.'],
  ];

  it.each(rows)('after %j, shows %j and keeps every value', async (failure, message) => {
    const { user } = await openEditForm('Edit Visa ending in 1111', {
      handlers: { cards: [preferredVisa, discover], failures: { editCard: failure } },
    });
    await user.selectOptions(select(/Expiration Month/), '11');
    await user.clear(text(/Last Name/));
    await user.type(text(/Last Name/), 'Lee');
    await user.click(preferredBox());
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain('{');
    expect(select(/Expiration Month/).value).toBe('11');
    expect(text(/Last Name/).value).toBe('Lee');
    expect(preferredBox().checked).toBe(false);
  });

  it('after a 404 CARD_NOT_FOUND, opens Wrong Account and closes the form', async () => {
    const { user } = await openEditForm('Edit Visa ending in 1111', {
      handlers: { cards: [preferredVisa], failures: { editCard: { status: 404, code: 'CARD_NOT_FOUND' } } },
    });
    await save(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Wrong Account' });
    expect(dialog.textContent).toContain(
      "Card couldn't be found on this account, please make sure you're logged into the right account.",
    );
    expect(screen.queryByRole('form', { name: 'Edit Visa ending in 1111' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Okay, I got it!' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a CVV error grows the field and shows no banner', async () => {
    const { user, sent } = await openEditForm(
      'Edit Visa ending in 1111',
      {},
      { error: { code: 882, message: 'CVV too long.' } },
    );
    await save(user);
    await waitFor(() => expect(screen.getByTitle<HTMLIFrameElement>('CVV').style.height).toBe('112px'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('PUT')).toEqual([]);
  });

  it('any other secure-field error shows the edit default', async () => {
    const { user } = await openEditForm(
      'Edit Visa ending in 1111',
      {},
      { error: { code: 800, message: 'Invalid card information.' } },
    );
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error updating your card');
  });
});

describe('given a reward debit card', () => {
  it('its form has only the preferred box, which cannot be unticked once preferred', async () => {
    const { user, requests } = renderWalletPage({ handlers: { cards: [preferredRewardDebit, discover, ebtCard] } });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Edit Mastercard ending in 7777' }));
    const form = screen.getByRole('form', { name: 'Edit Mastercard ending in 7777' });
    expect(within(form).queryAllByRole('textbox')).toEqual([]);
    expect(within(form).queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByTitle('CVV')).toBeNull();
    expect(preferredBox().checked).toBe(true);
    expect(screen.getByText('Your reward debit card stays your preferred card.')).toBeTruthy();
    await user.click(preferredBox());
    expect(preferredBox().checked).toBe(true);
    await save(user);
    expect(screen.queryByRole('form', { name: 'Edit Mastercard ending in 7777' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('ticking the box makes it the preferred card', async () => {
    const { user, sent } = renderWalletPage({ handlers: { cards: [preferredVisa, rewardDebit, ebtCard] } });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Edit Mastercard ending in 7777' }));
    expect(preferredBox().checked).toBe(false);
    await user.click(preferredBox());
    await save(user);
    await screen.findByText('Card Updated!');
    expect(sent('PUT', '/payment/v2/wallet/cards/defaults')[0]?.body).toEqual({ cardId: 'card-reward' });
    const bank = await cardsIn('Credit & Debit');
    expect(within(bank[0] as HTMLElement).getByText('Mastercard ending in 7777')).toBeTruthy();
    expect(within(bank[0] as HTMLElement).getByText('Preferred')).toBeTruthy();
  });

  it('after a failed preferred change, says why and keeps the box ticked', async () => {
    const { user } = renderWalletPage({
      handlers: { cards: [preferredVisa, rewardDebit, ebtCard], failures: { makePreferred: { status: 500 } } },
    });
    await cardsIn('Credit & Debit');
    await user.click(screen.getByRole('button', { name: 'Edit Mastercard ending in 7777' }));
    await user.click(preferredBox());
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error updating your card');
    expect(preferredBox().checked).toBe(true);
  });
});
