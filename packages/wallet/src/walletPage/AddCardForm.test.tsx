import type { AddBankCardRequest } from '@aisle/contracts/wallet';
import { toast } from '@aisle/ui';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ebtCard, giftCard, preferredVisa } from '../testing/fixtures';
import type { WalletRouteFailure } from '../testing/walletHandlers';
import { ebtAvailableDismissedKey } from './useEbtAvailableModal';
import { loadSecureFrame, type FrameAnswer } from '../testing/loadSecureFrame';
import { cardsIn, renderWalletPage, type RenderWalletPageOptions } from '../testing/renderWalletPage';

type User = ReturnType<typeof userEvent.setup>;
const frameTitle = 'Card number, expiration date and CVV';

beforeEach(() => {
  toast.dismiss();
  // The EBT modal has been seen: it would stand in front of the forms of a wallet without EBT.
  window.localStorage.setItem(ebtAvailableDismissedKey, '1');
});

async function openAddForm(options: RenderWalletPageOptions = {}, answer?: FrameAnswer) {
  const rendered = renderWalletPage({ handlers: { cards: [preferredVisa, ebtCard, giftCard] }, ...options });
  await cardsIn('Credit & Debit');
  await rendered.user.click(screen.getByRole('button', { name: 'Add New Card' }));
  const form = screen.getByRole('form', { name: 'Add New Card' });
  const frame = await loadSecureFrame(frameTitle, answer);
  return { ...rendered, form, frame };
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save Card' }));

async function fillCard(user: User, values: Partial<Record<string, string>> = {}) {
  const {
    first = 'Avery',
    last = 'Jordan',
    line1 = '1014 Vine St',
    line2 = '',
    city = 'Cincinnati',
    state = 'OH',
  } = values;
  const { zip = '45202' } = values;
  await user.type(field(/First Name/), first);
  await user.type(field(/Last Name/), last);
  await user.type(field(/^Address/), line1);
  if (line2) await user.type(field(/Apt, Suite/), line2);
  await user.type(field(/City/), city);
  if (state) await user.selectOptions(select(/State/), state);
  if (zip) await user.type(field(/Postal Code/), zip);
}

describe('given the Add New Card form', () => {
  it('opens and closes on its button, on Credit/Debit', async () => {
    const { user } = await openAddForm();
    const toggle = screen.getByRole('button', { name: 'Add New Card' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(select(/Payment Type/).value).toBe('CREDIT_CARD');
    expect([...select(/Payment Type/).options].map((option) => option.textContent)).toEqual([
      'Credit/Debit',
      'SNAP EBT',
    ]);
    expect(document.activeElement).toBe(select(/Payment Type/));
    expect(field(/First Name/).maxLength).toBe(40);
    expect(field(/Last Name/).maxLength).toBe(40);
    await user.click(toggle);
    expect(screen.queryByRole('form', { name: 'Add New Card' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("is titled 'Add a Credit or Debit Card', or 'Add SNAP EBT Card' for SNAP EBT", async () => {
    const { user, form } = await openAddForm();
    expect(within(form).getByRole('heading', { name: 'Add a Credit or Debit Card' })).toBeTruthy();
    await user.selectOptions(select(/Payment Type/), 'EBT_CARD');
    expect(within(form).getByRole('heading', { name: 'Add SNAP EBT Card' })).toBeTruthy();
    expect(within(form).queryByRole('heading', { name: 'Add a Credit or Debit Card' })).toBeNull();
  });

  it('offers the 50 states, DC and the 13 Canadian provinces and territories', async () => {
    await openAddForm();
    const options = [...select(/State/).options].map((option) => option.value);
    expect(options[0]).toBe('');
    expect(options).toHaveLength(1 + 51 + 13);
    expect(options).toEqual(expect.arrayContaining(['DC', 'ON', 'NU', 'YT', 'NT']));
  });

  it('on an empty submit shows every required message and asks the frame for nothing', async () => {
    const { user, frame, sent } = await openAddForm();
    await save(user);
    await screen.findByText('First Name is a required field.');
    expect(screen.getByText('Last Name is a required field.')).toBeTruthy();
    expect(screen.getByText('Address is a required field')).toBeTruthy();
    expect(screen.getByText('City is a required field')).toBeTruthy();
    expect(screen.getByText('State is a required field')).toBeTruthy();
    expect(screen.getByText('Postal Code is a required field')).toBeTruthy();
    expect(frame.submitCount).toBe(0);
    expect(sent('POST')).toEqual([]);
  });

  it('with State left on Select... and Postal Code empty, says each is required, on its field, and keeps the rest', async () => {
    const { user, frame, sent } = await openAddForm();
    await fillCard(user, { line2: 'Apt 5C', state: '', zip: '' });
    await save(user);
    const state = select(/State/);
    const postalCode = field(/Postal Code/);
    await waitFor(() => expect(state.getAttribute('aria-invalid')).toBe('true'));
    // Each message is the field's description, and focus goes to the first field in error.
    expect(state.getAttribute('aria-describedby')).toContain(screen.getByText('State is a required field').id);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(postalCode.getAttribute('aria-describedby')).toContain(
      screen.getByText('Postal Code is a required field').id,
    );
    expect(document.activeElement).toBe(state);
    expect(
      [field(/First Name/), field(/Last Name/), field(/^Address/), field(/Apt, Suite/), field(/City/)].map(
        (input) => input.value,
      ),
    ).toEqual(['Avery', 'Jordan', '1014 Vine St', 'Apt 5C', 'Cincinnati']);
    expect(frame.submitCount).toBe(0);
    expect(sent('POST')).toEqual([]);

    await user.selectOptions(state, 'OH');
    await user.type(postalCode, '45202');
    await save(user);
    await screen.findByText('Successfully saved card');
    expect((sent('POST')[0]?.body as AddBankCardRequest).paymentMethod.billing).toMatchObject({
      stateProvince: 'OH',
      postalCode: '45202',
    });
  });

  it('accepts letters and spaces only in names', async () => {
    const { user } = await openAddForm();
    await fillCard(user, { first: 'Mary-Ann', last: 'O3' });
    await save(user);
    expect(await screen.findAllByText('Incorrect format, only letters and spaces are accepted.')).toHaveLength(2);
  });

  it('lists the characters the address and city do not allow, and their limits', async () => {
    const { user } = await openAddForm();
    await fillCard(user, { line1: '1014 Vine St!! $', city: 'Cincinnati=' });
    await user.type(field(/Apt, Suite/), 'a'.repeat(101));
    await save(user);
    await screen.findByText('The following characters are invalid: ! $');
    expect(screen.getByText('The following characters are invalid: =')).toBeTruthy();
    expect(screen.getByText('Maximum length for address fields is 100 characters.')).toBeTruthy();
  });

  it('limits the city to 50 characters and checks the postal code against the state', async () => {
    const { user } = await openAddForm();
    await fillCard(user, { city: 'c'.repeat(51), state: 'ON', zip: '45202' });
    await save(user);
    await screen.findByText('Maximum length for city field is 50 characters.');
    expect(screen.getByText('Please enter a valid postal code')).toBeTruthy();
  });

  it('after a good submit, adds the card trimmed, with the state code and the country, and says so', async () => {
    const { user, sent } = await openAddForm({ settings: { locationData: { facilityId: 'f-1', storeId: 's-2' } } });
    await fillCard(user, {
      first: ' Mary Ann ',
      last: 'Jordan ',
      line1: ' 100 Queen St W ',
      line2: 'Unit 4 ',
      city: ' Toronto',
      state: 'ON',
      zip: 'M5H 2N2',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Make this my preferred card' }));
    await save(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toEqual({
      facilityId: 'f-1',
      storeId: 's-2',
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      defaultCard: true,
      save: true,
      paymentMethod: {
        paymentType: 'CREDIT_CARD',
        billing: {
          addressLines: ['Unit 4', '100 Queen St W'],
          cityTown: 'Toronto',
          countryCode: 'CA',
          stateProvince: 'ON',
          postalCode: 'M5H 2N2',
        },
        brand: 'VISA',
        expirationMonth: '09',
        expirationYear: '2031',
        lowValueToken: 'chk-4242',
        cardFirstSix: '424242',
        firstName: 'Mary Ann',
        lastName: 'Jordan',
      },
    } satisfies AddBankCardRequest);
    // The form closes and the new card is listed, preferred.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add New Card' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add New Card' }));
    const bank = await cardsIn('Credit & Debit');
    expect(bank.map((card) => card.querySelector('p')?.textContent)).toContain('Visa ending in 4242');
  });

  it('sends a two-digit year from the frame with its 20 prefix', async () => {
    const { user, sent } = await openAddForm({}, { ok: { checkoutId: 'chk-1', expirationYear: '31' } });
    await fillCard(user);
    await save(user);
    await screen.findByText('Successfully saved card');
    expect((sent('POST')[0]?.body as AddBankCardRequest).paymentMethod.expirationYear).toBe('2031');
  });

  it("with a fraud-capture loader, sends the page's transaction with the card", async () => {
    const loads: { transactionId: string }[] = [];
    const { user, sent } = await openAddForm({
      settings: { loadFraudCapture: async (options) => void loads.push(options) },
    });
    await waitFor(() => expect(loads).toHaveLength(1));
    await fillCard(user);
    await save(user);
    await screen.findByText('Successfully saved card');
    expect(sent('POST')[0]?.body).toMatchObject({ accertifyTransactionId: loads[0]?.transactionId });
  });

  it('reads Saving and ignores presses while the card is being added', async () => {
    const { user, sent } = await openAddForm({ handlers: { cards: [preferredVisa], failures: { addCard: 'never' } } });
    await fillCard(user);
    await save(user);
    const busy = await screen.findByRole('button', { name: 'Saving' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await user.click(busy);
    expect(sent('POST')).toHaveLength(1);
  });
});

describe('given the session ends while adding (§6)', () => {
  it('says so, signs the shopper out with the host’s signOut, then sends them to sign in', async () => {
    const steps: string[] = [];
    const { user, navigate } = await openAddForm({
      settings: { signOut: async () => void steps.push('signOut') },
      handlers: { cards: [preferredVisa], failures: { addCard: { status: 401 } } },
    });
    navigate.mockImplementation((href: string) => steps.push(`navigate ${href}`));
    await fillCard(user);
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'It looks like your session has expired. Please log in again to continue.',
    );
    await waitFor(() => expect(steps).toEqual(['signOut', 'navigate /signin']));
  });

  it('without a signOut, leaves sign-in to the provider and only shows the message', async () => {
    const { user, navigate } = await openAddForm({
      handlers: { cards: [preferredVisa], failures: { addCard: { status: 401 } } },
    });
    await fillCard(user);
    await save(user);
    await screen.findByText(/It looks like your session has expired/);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('given the secure frame answers with an error', () => {
  it('a CVV error grows the frame and shows no banner', async () => {
    const { user, sent } = await openAddForm({}, { error: { code: 881, message: 'CVV too short.' } });
    await fillCard(user);
    await save(user);
    await waitFor(() => expect(screen.getByTitle<HTMLIFrameElement>(frameTitle).style.height).toBe('112px'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('POST')).toEqual([]);
  });

  it('a card-number error shows the frame’s message', async () => {
    const { user } = await openAddForm(
      {},
      { error: { code: 874, message: 'Please enter a valid credit or debit card.' } },
    );
    await fillCard(user);
    await save(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a valid credit or debit card.');
  });
});

describe('given the service refuses the card (§8)', () => {
  const rows: [WalletRouteFailure, string][] = [
    [{ status: 500 }, 'There was an error adding your card'],
    [{ status: 400 }, 'There was a problem validating your information. Please try again.'],
    [{ status: 409 }, 'The card you are trying to add is already in your wallet, please add a different card.'],
    [{ status: 402, code: 'RV62751' }, 'There was an issue with your address, please verify your information.'],
    [{ status: 402 }, "We're sorry, but your card has been declined."],
    [{ status: 422, code: 'KC2617' }, 'Your payment information is invalid.'],
    [{ status: 408 }, "We're sorry, we are currently experiencing technical difficulties."],
  ];

  it.each(rows)('after %j, shows %j and keeps every value', async (failure, message) => {
    const { user } = await openAddForm({ handlers: { cards: [preferredVisa], failures: { addCard: failure } } });
    await fillCard(user, { line2: 'Apt 5C' });
    await user.click(screen.getByRole('checkbox', { name: 'Make this my preferred card' }));
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toContain('{');
    expect(field(/First Name/).value).toBe('Avery');
    expect(field(/Last Name/).value).toBe('Jordan');
    expect(field(/^Address/).value).toBe('1014 Vine St');
    expect(field(/Apt, Suite/).value).toBe('Apt 5C');
    expect(field(/City/).value).toBe('Cincinnati');
    expect(select(/State/).value).toBe('OH');
    expect(field(/Postal Code/).value).toBe('45202');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Make this my preferred card' }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Card' }).hasAttribute('aria-busy')).toBe(false);
  });
});
