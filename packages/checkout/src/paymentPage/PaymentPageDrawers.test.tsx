import { preferredVisa } from '@aisle/wallet/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ageRestrictedDelivery, draftWithoutContact, pickupDraft } from '../testing/fixtures';
import { renderPaymentPage } from '../testing/paymentPageTesting';
import { doNotRingBellMarker } from './instructions';

// The payment page's drawers: contact (§3 "Contact form fields", §5) and orderInstructions (§5).
const placeOrderButton = () => screen.findByRole('button', { name: 'Place order' });

describe('given the contact drawer', () => {
  it('formats the phone as typed and saves it as +1 and 10 digits by the fulfillment update', async () => {
    const { user, sent, paymentChosen } = renderPaymentPage({ orderId: draftWithoutContact.id });
    await user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    // Paying With's payment update goes first, as the cards load: the contact's follows it.
    expect((await paymentChosen()).body).toEqual({
      versionKey: '3',
      payments: [{ id: preferredVisa.id, paymentType: 'BANK_CARD', amount: 53.04 }],
    });
    const sms = within(drawer).getByRole('checkbox', { name: 'Text me updates about this order' });
    expect((sms as HTMLInputElement).disabled).toBe(true);
    await user.type(within(drawer).getByRole('textbox', { name: 'First Name' }), 'Avery');
    await user.type(within(drawer).getByRole('textbox', { name: 'Last Name' }), 'Jordan');
    const phone = within(drawer).getByRole('textbox', { name: /Phone Number/ });
    await user.type(phone, '5135550100');
    expect((phone as HTMLInputElement).value).toBe('(513) 555-0100');
    expect((sms as HTMLInputElement).disabled).toBe(false);
    await user.click(sms);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('updateCheckout')).toHaveLength(2);
    expect(sent('updateCheckout')[1]?.body).toMatchObject({
      versionKey: '4',
      payments: [{ id: preferredVisa.id, paymentType: 'BANK_CARD', amount: 53.04 }],
      fulfillment: {
        contact: { firstName: 'Avery', lastName: 'Jordan', phone: '+15135550100', smsOptin: true },
        instructions: '',
        deliveryType: 'Standard',
      },
    });
    expect(screen.getByText('513-555-0100')).toBeTruthy();
  });

  it('ticks the SMS opt-in for a number that already gets order texts, and saves a change to it (CALL-14, CALL-15)', async () => {
    const { user, sent } = renderPaymentPage({}, { smsOptIns: ['+15135550142'] });
    await user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    const sms = within(drawer).getByRole('checkbox', { name: 'Text me updates about this order' });
    await waitFor(() => expect((sms as HTMLInputElement).checked).toBe(true));
    expect(sent('getSmsOptInStatus').map((request) => request.body)).toEqual([
      { phoneNumber: '+15135550142', triggerType: 'CLICKLIST' },
    ]);
    await user.click(sms);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('updateSmsOptIn').map((request) => request.body)).toEqual([
      { optIn: false, phoneNumber: '+15135550142', triggerType: 'CLICKLIST' },
    ]);
    expect(sent('updateCheckout').at(-1)?.body).toMatchObject({ fulfillment: { contact: { smsOptin: false } } });
  });

  it('leaves the standing opt-in alone for a number the service does not know, and when nothing changed', async () => {
    const unknown = renderPaymentPage(
      {},
      { failures: { getSmsOptInStatus: { status: 400, code: 'NO_MOBILE_PHONE' } } },
    );
    await unknown.user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    let drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    await unknown.user.click(within(drawer).getByRole('checkbox', { name: 'Text me updates about this order' }));
    await unknown.user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(unknown.sent('updateCheckout').at(-1)?.body).toMatchObject({ fulfillment: { contact: { smsOptin: true } } });
    expect(unknown.sent('updateSmsOptIn')).toEqual([]);
    unknown.unmount();
    const same = renderPaymentPage();
    await same.user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    await waitFor(() => expect(same.sent('getSmsOptInStatus')).toHaveLength(1));
    await same.user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(same.sent('updateSmsOptIn')).toEqual([]);
  });

  it('says so when the SMS opt-in cannot be saved, keeping the drawer and its choice', async () => {
    const { user } = renderPaymentPage({}, { failures: { updateSmsOptIn: { status: 503 } } });
    await user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    const sms = within(drawer).getByRole('checkbox', { name: 'Text me updates about this order' });
    await user.click(sms);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText(
        "We're having trouble updating your text message preferences. Please try again later.",
      ),
    ).toBeTruthy();
    expect((sms as HTMLInputElement).checked).toBe(true);
  });

  it('says what is required, in the spec’s words, when saved empty', async () => {
    const { user, sent, paymentChosen } = renderPaymentPage({ orderId: draftWithoutContact.id });
    await user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    const payment = await paymentChosen();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('First name is required')).toBeTruthy();
    expect(within(drawer).getByText('Last name is required')).toBeTruthy();
    expect(within(drawer).getByText('Phone number is required')).toBeTruthy();
    // Paying With's payment update alone: the drawer sent nothing.
    expect(sent('updateCheckout')).toEqual([payment]);
  });

  it('offers the host’s e-mail opt-in, except on Harris Teeter', async () => {
    const emailOptIn = { optedIn: false, onChange: vi.fn(async () => undefined) };
    const kroger = renderPaymentPage({ emailOptIn });
    await kroger.user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    expect(await screen.findByRole('checkbox', { name: 'Email me offers and news' })).toBeTruthy();
    kroger.unmount();
    const harrisTeeter = renderPaymentPage({ emailOptIn }, { banner: 'harristeeter' });
    await harrisTeeter.user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    await screen.findByRole('dialog', { name: 'Contact Info' });
    expect(screen.queryByRole('checkbox', { name: 'Email me offers and news' })).toBeNull();
  });
  it('says so when the e-mail preferences cannot be saved, keeping the drawer open', async () => {
    const emailOptIn = { optedIn: true, onChange: vi.fn(() => Promise.reject(new Error('down'))) };
    const { user } = renderPaymentPage({ emailOptIn });
    await user.click(await screen.findByRole('button', { name: 'Edit Info' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contact Info' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Email me offers and news' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText("We're having trouble updating your email preferences. Please try again later."),
    ).toBeTruthy();
    expect(emailOptIn.onChange).toHaveBeenCalledWith(false);
  });
});

describe('given the instructions drawer', () => {
  it('appends the do-not-ring-bell marker and keeps the notes to 128 characters', async () => {
    const { user, sent, paymentChosen } = renderPaymentPage();
    await user.click(await screen.findByRole('button', { name: 'Add Instructions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Delivery Instructions' });
    const notes = within(drawer).getByRole('textbox', { name: 'Notes for your driver' }) as HTMLInputElement;
    expect(notes.maxLength).toBe(128);
    await user.type(notes, 'Side door');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Do not ring the doorbell' }));
    expect(notes.maxLength).toBe(128 - doNotRingBellMarker.length - 1);
    await user.click(within(drawer).getByRole('radio', { name: /Contactless/ }));
    // Paying With's payment update goes first, as the cards load: the instructions' follows it.
    await paymentChosen();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('updateCheckout')).toHaveLength(2));
    expect(sent('updateCheckout')[1]?.body).toMatchObject({
      fulfillment: { instructions: `Side door ${doNotRingBellMarker}`, deliveryType: 'Contactless' },
    });
    expect(await screen.findByText('Do not ring the doorbell.')).toBeTruthy();
  });

  it('does not offer Contactless for an age-restricted order, and says why', async () => {
    const { user } = renderPaymentPage({ orderId: ageRestrictedDelivery.id });
    await user.click(await screen.findByRole('button', { name: 'Add Instructions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Delivery Instructions' });
    const contactless = within(drawer).getByRole('radio', { name: /Contactless/ }) as HTMLInputElement;
    expect(contactless.disabled).toBe(true);
    expect(within(drawer).getByText('Contactless delivery is not available for age-restricted orders.')).toBeTruthy();
  });

  it('shows no pickup notes on Harris Teeter', async () => {
    renderPaymentPage({ orderId: pickupDraft.id }, { banner: 'harristeeter' });
    await placeOrderButton();
    expect(screen.queryByRole('region', { name: /Pickup Instructions/ })).toBeNull();
  });

  it('shows Pickup Instructions elsewhere', async () => {
    renderPaymentPage({ orderId: pickupDraft.id });
    await placeOrderButton();
    expect(screen.getByRole('region', { name: 'Pickup Instructions Optional' })).toBeTruthy();
  });
});
