import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@aisle/ui';
import { openAddForm, renderCardForms, type RenderCardFormsOptions } from '../../testing/renderCardForms';

type User = ReturnType<typeof userEvent.setup>;

async function openAddressForm(options: RenderCardFormsOptions = {}, edit?: RegExp) {
  const rendered = renderCardForms(options);
  await openAddForm(rendered.user, 'Add Credit/Debit Card');
  await rendered.user.click(
    await screen.findByRole('button', { name: /^(Change Billing Address|Select a Billing Address)$/ }),
  );
  await screen.findByRole('dialog', { name: 'Billing Address' });
  await rendered.user.click(await screen.findByRole('button', { name: edit ?? 'Add new address' }));
  await screen.findByRole('dialog', { name: edit ? 'Edit Billing Address' : 'Add Billing Address' });
  return rendered;
}

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const state = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /State/ });
const saveAddress = (user: User) => user.click(screen.getByRole('button', { name: 'Save Address' }));

async function fillIn(user: User) {
  await user.type(field(/^Address/), '200 Main St');
  await user.type(field(/Apt, Suite, etc\. \(Optional\)/), 'Unit 4');
  await user.type(field(/City/), 'Columbus');
  await user.selectOptions(state(), 'OH');
  await user.type(field(/Postal Code/), '43215');
}

afterEach(() => toast.dismiss());

describe('given the Add Billing Address form', () => {
  it('has the spec’s fields, a State list after Select..., and a postal code of 10 at most (a ZIP+4 fits)', async () => {
    const { user } = await openAddressForm();
    expect(field(/Apt, Suite, etc\. \(Optional\)/)).toBeTruthy();
    expect(state().options[0]?.textContent).toBe('Select...');
    expect(within(state()).getByRole('option', { name: 'Ontario' })).toBeTruthy();
    const postal = field(/Postal Code/);
    expect(postal.maxLength).toBe(10);
    await user.type(postal, '45202-1234');
    expect(postal.value).toBe('45202-1234');
  });

  it.each([
    ['OH', '45202-1234', 'US'],
    ['OH', '452021234', 'US'],
    ['ON', 'M5H 2N2', 'CA'],
  ])('saves a %s address with the postal code %s, in %s', async (region, zip, country) => {
    const { user, sent } = await openAddressForm();
    await user.type(field(/^Address/), '100 Queen St W');
    await user.type(field(/City/), 'Anytown');
    await user.selectOptions(state(), region);
    await user.type(field(/Postal Code/), zip);
    await saveAddress(user);
    await screen.findByRole('dialog', { name: 'Billing Address' });
    expect(sent('PUT', '/payment/v2/wallet/account/billing')[0]?.body).toMatchObject({
      address: { stateCode: region, zip, countryCode: country },
    });
  });

  it('refuses a postal code of the other country: a Canadian code in Ohio, a ZIP code in Ontario', async () => {
    const { user, sent } = await openAddressForm();
    await fillIn(user);
    await user.clear(field(/Postal Code/));
    await user.type(field(/Postal Code/), 'M5H 2N2');
    await saveAddress(user);
    expect(await screen.findByText('Please enter a valid postal code.')).toBeTruthy();
    await user.selectOptions(state(), 'ON');
    await user.clear(field(/Postal Code/));
    await user.type(field(/Postal Code/), '43215');
    await saveAddress(user);
    expect(await screen.findByText('Please enter a valid postal code.')).toBeTruthy();
    expect(sent('PUT', '/payment/v2/wallet/account/billing')).toEqual([]);
  });

  it('on an empty submit shows every required message', async () => {
    const { user, sent } = await openAddressForm();
    await saveAddress(user);
    await screen.findByText('Address is a required field.');
    expect(screen.getByText('City is a required field.')).toBeTruthy();
    expect(screen.getByText('State/Province is a required field.')).toBeTruthy();
    expect(screen.getByText('Postal Code is a required field.')).toBeTruthy();
    expect(sent('PUT', '/payment/v2/wallet/account/billing')).toEqual([]);
  });

  it('refuses characters, lengths and a postal code the flyout does not allow', async () => {
    const { user } = await openAddressForm();
    await user.type(field(/^Address/), '1014 Vine St!');
    await user.click(field(/City/));
    await user.paste('c'.repeat(51));
    await user.type(field(/Postal Code/), '4520');
    await saveAddress(user);
    await screen.findByText('Address has invalid characters.');
    expect(screen.getByText('Maximum length for city field is 50 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid postal code.')).toBeTruthy();

    await user.clear(field(/^Address/));
    await user.paste('a'.repeat(101));
    await user.clear(field(/City/));
    await user.type(field(/City/), "Coeur d'Alene");
    await saveAddress(user);
    await screen.findByText('Maximum length for address fields is 100 characters.');
    expect(screen.getByText('City has invalid characters.')).toBeTruthy();
  });

  it('after saving, toasts, shows the list with the new address chosen, and the card form uses it', async () => {
    const { user, sent } = await openAddressForm();
    await fillIn(user);
    await saveAddress(user);
    await screen.findByText('Good work! Your billing address has been successfully added.');
    await screen.findByRole('dialog', { name: 'Billing Address' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /200 Main St/ }).checked).toBe(true);
    expect(sent('PUT', '/payment/v2/wallet/account/billing')[0]?.body).toEqual({
      address: {
        addressLine1: '200 Main St',
        addressLine2: 'Unit 4',
        addressType: 'delivery',
        city: 'Columbus',
        countryCode: 'US',
        preferredAddress: false,
        stateCode: 'OH',
        zip: '43215',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Add Credit/Debit Card' });
    expect(within(screen.getByRole('region', { name: 'Billing Address' })).getByText('200 Main St')).toBeTruthy();
  });

  it('is busy while saving', async () => {
    const { user } = await openAddressForm({ handlers: { failures: { saveBillingAddress: 'never' } } });
    await fillIn(user);
    await saveAddress(user);
    expect((await screen.findByRole('button', { name: 'Save Address' })).getAttribute('aria-busy')).toBe('true');
  });

  it('after a failed save, shows the update-address message and keeps every value', async () => {
    const { user } = await openAddressForm({ handlers: { failures: { saveBillingAddress: { status: 500 } } } });
    await fillIn(user);
    await saveAddress(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We're sorry, but we weren't able to save your address. Please try again.",
    );
    expect(field(/^Address/).value).toBe('200 Main St');
    expect(field(/Apt, Suite/).value).toBe('Unit 4');
    expect(field(/City/).value).toBe('Columbus');
    expect(state().value).toBe('OH');
    expect(field(/Postal Code/).value).toBe('43215');
  });

  it('sends one abandonment analytic when left without saving', async () => {
    const { user, events } = await openAddressForm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Billing Address' });
    expect(events.filter((event) => event.type === 'wallet_form_abandoned')).toEqual([
      expect.objectContaining({ form: 'billing-address' }),
    ]);
  });
});

describe('given the Edit Billing Address form', () => {
  it('saves the address under its id, keeps the card form’s choice, and toasts nothing', async () => {
    const { user, sent } = await openAddressForm({}, /^Edit 7650 Montgomery Rd/);
    expect(field(/City/).value).toBe('Cincinnati');
    expect(state().value).toBe('OH');
    await user.clear(field(/City/));
    await user.type(field(/City/), 'Kenwood');
    await saveAddress(user);
    await screen.findByRole('dialog', { name: 'Billing Address' });
    expect(screen.queryByText('Good work! Your billing address has been successfully added.')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /1014 Vine St/ }).checked).toBe(true);
    expect(screen.getByText(/Kenwood, OH 45236/)).toBeTruthy();
    expect(sent('PUT', '/payment/v2/wallet/account/billing')[0]?.body).toMatchObject({
      address: { addressId: 'billing-work', city: 'Kenwood', addressType: 'delivery' },
    });
  });
});
