import type { AddBankCardRequest } from '@aisle/contracts/wallet';
import type { BillingAddressRecord } from '@aisle/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletRouteFailure } from '../../testing/walletHandlers';
import { loadSecureFrame, type FrameAnswer } from '../../testing/loadSecureFrame';
import { openAddForm, renderCardForms, type RenderCardFormsOptions } from '../../testing/renderCardForms';

type User = ReturnType<typeof userEvent.setup>;
const frameTitle = 'Card number, expiration date and CVV';

async function openBankForm(options: RenderCardFormsOptions = {}, answer?: FrameAnswer) {
  const rendered = renderCardForms(options);
  await openAddForm(rendered.user, 'Add Credit/Debit Card');
  await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
  const frame = await loadSecureFrame(frameTitle, answer);
  return { ...rendered, frame };
}

async function fillNames(user: User, first = 'Avery', last = 'Jordan') {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), first);
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), last);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Card' }));
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('given the Add Credit/Debit Card form', () => {
  it('offers the names, the secure frame, the home billing address and both checkboxes', async () => {
    await openBankForm();
    const first = screen.getByRole<HTMLInputElement>('textbox', { name: /First Name/ });
    expect(first.maxLength).toBe(40);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Last Name/ }).maxLength).toBe(40);
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    await within(billing).findByText('1014 Vine St');
    expect(within(billing).getByText('Cincinnati, OH 45202')).toBeTruthy();
    expect(checkbox('Save this card').checked).toBe(true);
    expect(checkbox('Make this my preferred card').checked).toBe(false);
  });

  it('on an empty submit shows the name messages and asks the frame for nothing', async () => {
    const { user, frame, sent } = await openBankForm();
    await submit(user);
    await screen.findByText('First Name is a required field.');
    expect(screen.getByText('Last Name is a required field.')).toBeTruthy();
    expect(frame.submitCount).toBe(0);
    expect(sent('POST')).toEqual([]);
  });

  it('refuses names with anything but letters', async () => {
    const { user } = await openBankForm();
    await fillNames(user, 'Av3ry', 'Jor dan');
    await submit(user);
    await screen.findByText('Please enter a valid first name.');
    expect(screen.getByText('Please enter a valid last name.')).toBeTruthy();
  });

  it('without any billing address asks for one', async () => {
    const { user, frame } = await openBankForm({ handlers: { billingAddresses: [] } });
    await fillNames(user);
    await submit(user);
    await screen.findByText('Please select a billing address.');
    expect(frame.submitCount).toBe(0);
  });

  it('refuses a billing address with characters the flyout does not allow', async () => {
    const odd: BillingAddressRecord = {
      id: 'billing-odd',
      type: 'home',
      address: {
        street: '1014 Vine St!',
        locality: 'Cincinnati',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
      },
    };
    const { user } = await openBankForm({ handlers: { billingAddresses: [odd] } });
    await fillNames(user);
    await submit(user);
    await screen.findByText(
      "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
    );
  });

  it('takes a Canadian home address as the billing address and sends it with CA', async () => {
    const toronto: BillingAddressRecord = {
      id: 'billing-toronto',
      type: 'home',
      address: {
        street: '100 Queen St W',
        locality: 'Toronto',
        region: 'ON',
        postalCode: 'M5H 2N2',
        countryCode: 'CA',
      },
    };
    const { user, sent } = await openBankForm({ handlers: { billingAddresses: [toronto] } });
    await fillNames(user);
    await screen.findByText('Toronto, ON M5H 2N2');
    await submit(user);
    await screen.findByText('Successfully saved card');
    expect((sent('POST')[0]?.body as AddBankCardRequest).paymentMethod.billing).toEqual({
      addressLines: ['100 Queen St W'],
      cityTown: 'Toronto',
      countryCode: 'CA',
      stateProvince: 'ON',
      postalCode: 'M5H 2N2',
    });
  });

  it('after a 401, says the session expired, signs the shopper out, then sends them to sign in (§6)', async () => {
    const steps: string[] = [];
    const signOut = async () => void steps.push('signOut');
    const { user, navigate } = await openBankForm({
      settings: { signOut },
      handlers: { failures: { addCard: { status: 401 } } },
    });
    navigate.mockImplementation((href: string) => steps.push(`navigate ${href}`));
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    expect(
      await screen.findByText('It looks like your session has expired. Please log in again to continue.'),
    ).toBeTruthy();
    await waitFor(() => expect(steps).toEqual(['signOut', 'navigate /signin']));
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('after another failure, signs no one out', async () => {
    const signOut = vi.fn();
    const { user, navigate } = await openBankForm({
      settings: { signOut },
      handlers: { failures: { addCard: { status: 500 } } },
    });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    await screen.findByText('There was an error adding your card');
    expect(signOut).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ties the checkboxes: preferred ticks save, unticking save unticks preferred', async () => {
    const { user } = await openBankForm();
    await user.click(checkbox('Save this card'));
    expect(checkbox('Save this card').checked).toBe(false);
    await user.click(checkbox('Make this my preferred card'));
    expect(checkbox('Save this card').checked).toBe(true);
    expect(checkbox('Make this my preferred card').checked).toBe(true);
    await user.click(checkbox('Save this card'));
    expect(checkbox('Make this my preferred card').checked).toBe(false);
  });

  it('when saving is not offered, hides Save this card and always saves', async () => {
    const { user, sent } = await openBankForm({ settings: { walletConfig: { saveCardOptionEnabled: false } } });
    expect(screen.queryByRole('checkbox', { name: 'Save this card' })).toBeNull();
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    await screen.findByText('Successfully saved card');
    expect((sent('POST')[0]?.body as AddBankCardRequest).save).toBe(true);
  });

  it('after a good submit, adds the card with the frame’s token and returns to the list', async () => {
    const { user, sent, events } = await openBankForm({
      settings: { locationData: { facilityId: 'f-1', storeId: 's-2' } },
    });
    await fillNames(user, ' Avery', 'Jordan ');
    await user.click(checkbox('Make this my preferred card'));
    await screen.findByText('1014 Vine St');
    await submit(user);
    await screen.findByText('Successfully saved card');
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    expect(sent('POST')[0]?.body).toEqual({
      facilityId: 'f-1',
      storeId: 's-2',
      dateTime: { timezone: 'UTC', value: '2026-11-22T12:00:00.000Z' },
      defaultCard: true,
      save: true,
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
        expirationMonth: '09',
        expirationYear: '2031',
        lowValueToken: 'chk-4242',
        cardFirstSix: '424242',
        firstName: 'Avery',
        lastName: 'Jordan',
      },
    });
    // Saved: leaving is not abandoning.
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([]);
  });

  it('sends a two-digit year from the frame with its 20 prefix', async () => {
    const { user, sent } = await openBankForm({}, { ok: { checkoutId: 'chk-1', expirationYear: '31' } });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    await screen.findByText('Successfully saved card');
    expect((sent('POST')[0]?.body as AddBankCardRequest).paymentMethod.expirationYear).toBe('2031');
  });

  it('reads Submitting Card and ignores presses while the card is being added', async () => {
    const { user, sent } = await openBankForm({ handlers: { failures: { addCard: 'never' } } });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    const busy = await screen.findByRole('button', { name: 'Submitting Card' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change Billing Address' }).disabled).toBe(true);
    await user.click(busy);
    expect(sent('POST')).toHaveLength(1);
  });
});

describe('given the service refuses the card (§8)', () => {
  const rows: [WalletRouteFailure, string][] = [
    [
      { status: 402, code: 'RV62751' },
      'There was an issue with your address, please verify your information. (Error code: RV62751)',
    ],
    [
      { status: 402, code: 'RV32937' },
      'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
    ],
    [
      { status: 402, code: 'DECLINED' },
      "We're sorry, but your card has been declined. Please check all fields and try again.",
    ],
    [{ status: 409 }, 'The card you are trying to add is already in your wallet, please add a different card.'],
    [{ status: 422, code: 'KC2617' }, 'Your payment information is invalid. Please check your card information'],
    [{ status: 422, code: 'RV72632' }, 'Please Contact the Customer Service Center at'],
    [{ status: 408 }, "We're sorry, we are currently experiencing technical difficulties."],
    [{ status: 500 }, 'There was an error adding your card'],
  ];

  it.each(rows)('after %j, shows %j in the form and keeps every value', async (failure, message) => {
    const { user } = await openBankForm({ handlers: { failures: { addCard: failure } } });
    await fillNames(user);
    await user.click(checkbox('Save this card'));
    await screen.findByText('1014 Vine St');
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    // The customer-service number is filled in.
    expect(alert.textContent).not.toContain('{');
    expect(screen.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First Name/ }).value).toBe('Avery');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Last Name/ }).value).toBe('Jordan');
    expect(checkbox('Save this card').checked).toBe(false);
    expect(screen.getByText('1014 Vine St')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Submit Card' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('a second try replaces the old message rather than adding another', async () => {
    const { user } = await openBankForm({ handlers: { failures: { addCard: { status: 409 } } } });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    await screen.findByRole('alert');
    await submit(user);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  });
});

describe('given the secure frame answers with an error', () => {
  it('a CVV error grows the frame and shows no banner', async () => {
    const { user, sent } = await openBankForm({}, { error: { code: 881, message: 'CVV too short.' } });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    const iframe = screen.getByTitle<HTMLIFrameElement>(frameTitle);
    await waitFor(() => expect(iframe.style.height).toBe('112px'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent('POST')).toEqual([]);
  });

  it('a card-number error shows the frame’s message', async () => {
    const { user } = await openBankForm({}, { error: { code: 871, message: 'Card number too short.' } });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Card number too short.');
  });

  it('any other error shows Invalid card information.', async () => {
    const { user } = await openBankForm({}, { error: { code: 800, message: 'Invalid card information.' } });
    await fillNames(user);
    await screen.findByText('1014 Vine St');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid card information.');
  });
});

describe('given the secure frame does not load', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after 10 s, offers the retry dialog headed Unable to add card', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderCardForms();
    await openAddForm(user, 'Add Credit/Debit Card');
    await screen.findByTitle(frameTitle);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    const retry = await screen.findByRole('alertdialog', { name: 'Unable to add card' });
    expect(retry.textContent).toContain(
      "Sorry, but we're having trouble accepting new card information. Would you like to try again?",
    );
  });
});

describe('given the shopper leaves the form', () => {
  it('sends one abandonment analytic, even after a visit to the address list', async () => {
    const { user, events } = await openBankForm();
    await fillNames(user);
    await user.click(await screen.findByRole('button', { name: 'Change Billing Address' }));
    await screen.findByRole('dialog', { name: 'Billing Address' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
    // What was typed is still there.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First Name/ }).value).toBe('Avery');
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Wallet' });
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([
      expect.objectContaining({ form: 'add-card' }),
    ]);
  });
});
