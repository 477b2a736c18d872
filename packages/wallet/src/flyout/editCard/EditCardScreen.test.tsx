import type { EditCardRequest } from '@aisle/contracts/wallet';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discover, expiredMastercard, sampleCard } from '../../testing/fixtures';
import type { WalletRouteFailure } from '../../testing/walletHandlers';
import { loadSecureFrame, type FrameAnswer } from '../../testing/loadSecureFrame';
import { renderCardForms, type RenderCardFormsOptions } from '../../testing/renderCardForms';
import { chooseCardAction } from '../../testing/chooseCardAction';

type User = ReturnType<typeof userEvent.setup>;

// A preferred Visa billed to Avery's home address (addressLines are [unit, street]).
const visa = sampleCard({
  id: 'card-visa-home',
  preferred: true,
  defaultApplications: ['CLICKLIST'],
  address: {
    addressLines: ['Apt 5C', '1014 Vine St'],
    cityTown: 'Cincinnati',
    countryCode: 'US',
    stateProvince: 'OH',
    postalCode: '45202',
  },
});

async function openEditForm(
  { settings, handlers }: RenderCardFormsOptions = {},
  answer: FrameAnswer = { ok: { checkoutId: 'cvv-token-1' } },
  cardName = 'Visa ending in 1111',
) {
  const rendered = renderCardForms({
    settings: { mode: 'checkout', ...settings },
    handlers: { cards: [visa, discover, expiredMastercard], ...handlers },
  });
  const list = await screen.findByRole('dialog', { name: 'Select Payment' });
  await chooseCardAction(rendered.user, list, cardName, 'Edit');
  await screen.findByRole('dialog', { name: 'Edit Credit/Debit Card' });
  const frame = await loadSecureFrame('CVV', answer);
  return { ...rendered, frame };
}

const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const text = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('given the Edit Credit/Debit Card form', () => {
  it('starts from the card: masked number, expiry, names, preferred and its billing address', async () => {
    await openEditForm();
    const number = text(/Card Number/);
    expect(number.readOnly).toBe(true);
    expect(number.value).toBe('•••• 1111');
    expect(select(/Expiration Month/).value).toBe('08');
    expect(select(/Expiration Year/).value).toBe('2030');
    expect(text(/First Name/).value).toBe('Avery');
    expect(text(/Last Name/).value).toBe('Jordan');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Make this my preferred card' }).checked).toBe(true);
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    expect(within(billing).getByText('1014 Vine St')).toBeTruthy();
    expect(within(billing).getByText('Apt 5C')).toBeTruthy();
  });

  it('offers Select... then 01 to 12, and this year and the next ten', async () => {
    await openEditForm();
    const months = [...select(/Expiration Month/).options].map((option) => option.textContent);
    expect(months).toEqual(['Select...', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = [...select(/Expiration Year/).options].map((option) => option.textContent);
    expect(years[0]).toBe('Select...');
    expect(years.slice(1)).toEqual(Array.from({ length: 11 }, (_, index) => String(2026 + index)));
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

  it('refuses a date before this month, and names with other than letters', async () => {
    const { user } = await openEditForm();
    await user.selectOptions(select(/Expiration Month/), '10');
    await user.selectOptions(select(/Expiration Year/), '2026');
    await user.type(text(/First Name/), '1');
    await user.type(text(/Last Name/), '-');
    await save(user);
    await screen.findByText('Expiration Date must be after the current date.');
    expect(screen.getByText('Please enter a valid first name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid last name.')).toBeTruthy();
  });

  it('leaves an expired card’s year for the shopper to choose', async () => {
    const { user } = await openEditForm({}, undefined, 'Mastercard ending in 4444');
    expect(select(/Expiration Year/).value).toBe('');
    await save(user);
    await screen.findByText('Please enter a valid expiration year.');
  });

  it('after a good submit, updates the card with the CVV token and returns to the list', async () => {
    const { user, sent, events } = await openEditForm({
      settings: { locationData: { facilityId: 'f-1', storeId: 's-2' } },
    });
    await user.selectOptions(select(/Expiration Month/), '12');
    await user.selectOptions(select(/Expiration Year/), '2031');
    await user.click(screen.getByRole('checkbox', { name: 'Make this my preferred card' }));
    await save(user);
    await screen.findByText('Successfully edited card');
    expect(screen.getByRole('dialog', { name: 'Select Payment' })).toBeTruthy();
    expect(sent('PUT')[0]?.body).toEqual({
      cardId: 'card-visa-home',
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      facilityId: 'f-1',
      storeId: 's-2',
      defaultCard: false,
      paymentGram: 'pg-card-visa-home',
      saved: true,
      paymentMethod: {
        paymentType: 'CREDIT_CARD',
        billing: {
          addressLines: ['Apt 5C', '1014 Vine St'],
          cityTown: 'Cincinnati',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '45202',
        },
        brand: 'VISA',
        expirationMonth: '12',
        expirationYear: '2031',
        lowValueToken: 'cvv-token-1',
        cardFirstSix: '411111',
        firstName: 'Avery',
        lastName: 'Jordan',
      },
    } satisfies EditCardRequest);
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([]);
  });

  it('sends the billing address picked on the address list', async () => {
    const { user, sent } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Change Billing Address' }));
    await screen.findByRole('dialog', { name: 'Billing Address' });
    await user.click(await screen.findByRole('radio', { name: /7650 Montgomery Rd/ }));
    await screen.findByRole('dialog', { name: 'Edit Credit/Debit Card' });
    expect(
      within(screen.getByRole('region', { name: 'Billing Address' })).getByText('7650 Montgomery Rd'),
    ).toBeTruthy();
    await save(user);
    await screen.findByText('Successfully edited card');
    expect((sent('PUT')[0]?.body as EditCardRequest).paymentMethod.billing).toEqual({
      addressLines: ['Ste 200', '7650 Montgomery Rd'],
      cityTown: 'Cincinnati',
      countryCode: 'US',
      stateProvince: 'OH',
      postalCode: '45236',
    });
  });

  it('reads Saving... while the card is updated', async () => {
    const { user } = await openEditForm({ handlers: { failures: { editCard: 'never' } } });
    await save(user);
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  const rows: [WalletRouteFailure, string][] = [
    [
      { status: 402, code: 'RV32937' },
      'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
    ],
    [
      { status: 402, code: 'RV62751' },
      'There was an issue with your address, please verify your information. (Error code: RV62751)',
    ],
    [{ status: 402 }, "We're sorry, but your card has been declined."],
    [{ status: 422, code: 'KC2617' }, 'Your payment information is invalid.'],
    [{ status: 500 }, 'There was an error updating your card'],
    // §8: the card is missing (the service no longer has it).
    [{ status: 404, code: 'CARD_NOT_FOUND' }, 'Something went wrong'],
  ];

  it.each(rows)('after %j, shows %j and keeps every value', async (failure, message) => {
    const { user } = await openEditForm({ handlers: { failures: { editCard: failure } } });
    await user.selectOptions(select(/Expiration Month/), '11');
    await user.clear(text(/Last Name/));
    await user.type(text(/Last Name/), 'Lee');
    await user.click(screen.getByRole('checkbox', { name: 'Make this my preferred card' }));
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain('{');
    expect(select(/Expiration Month/).value).toBe('11');
    expect(text(/Last Name/).value).toBe('Lee');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Make this my preferred card' }).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('a CVV error grows the field and shows no banner', async () => {
    const { user, sent } = await openEditForm({}, { error: { code: 882, message: 'CVV too long.' } });
    await save(user);
    await waitFor(() => expect(screen.getByTitle<HTMLIFrameElement>('CVV').style.height).toBe('112px'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('PUT')).toEqual([]);
  });

  it('any other secure-field error shows the edit default', async () => {
    const { user } = await openEditForm({}, { error: { code: 800, message: 'Invalid card information.' } });
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error updating your card');
  });

  it('sends one abandonment analytic when left without saving', async () => {
    const { user, events } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Select Payment' });
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([
      expect.objectContaining({ form: 'edit-card' }),
    ]);
  });
});

describe('given the secure CVV field does not load', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after 10 s, offers the retry dialog headed Unable to edit card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderCardForms({ settings: { mode: 'checkout' }, handlers: { cards: [visa, discover] } });
    const list = await screen.findByRole('dialog', { name: 'Select Payment' });
    await chooseCardAction(user, list, 'Visa ending in 1111', 'Edit');
    await screen.findByTitle('CVV');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    const retry = await screen.findByRole('alertdialog', { name: 'Unable to edit card' });
    expect(retry.textContent).toContain(
      'Sorry, you are unable to edit card information at this time. Would you like to try again?',
    );
  });
});
