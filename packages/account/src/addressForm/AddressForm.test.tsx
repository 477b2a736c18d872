import { ServiceError } from '@aisle/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { AddressForm, type AddressFormProps } from './AddressForm';

// The form itself is core's and tested there; these are what the account adds: its words, the
// host's overrides of them and its address error catalogue.
function renderForm(props: Partial<AddressFormProps> = {}, overrides: Record<string, string> = {}) {
  const user = userEvent.setup();
  render(
    <AccountTestProvider messages={{ account: overrides }}>
      <AddressForm title="Add New Address" submitLabel="Save" onSubmit={() => Promise.resolve()} {...props} />
    </AccountTestProvider>,
  );
  return { user };
}

// A complete address, so a submit goes straight to `onSubmit`.
const valid = { addressLine1: '200 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' };

describe('given the account’s address form', () => {
  it('shows the account’s words', () => {
    renderForm({ onCancel: vi.fn() });
    expect(screen.getByRole('form', { name: 'Add New Address' }).tagName).toBe('FORM');
    for (const label of [/Street Address/, /Apt\/Suite/, /City/, /Postal Code/]) {
      screen.getByRole('textbox', { name: label });
    }
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /State\/Province/ });
    expect(select.selectedOptions[0]?.textContent).toBe('Select State/Province');
    screen.getByRole('checkbox', { name: 'Make this my mailing address' });
    screen.getByRole('button', { name: 'Cancel' });
  });

  it('lists the US states, DC and the Canadian provinces: the account’s books take both (§3, §5)', () => {
    renderForm();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /State\/Province/ });
    // The placeholder, 51 US entries and 10 provinces.
    expect(select.options).toHaveLength(62);
    screen.getByRole('option', { name: 'Ontario' });
    screen.getByRole('option', { name: 'District of Columbia' });
  });

  it('checks with the account’s messages', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Street Address is required');
    screen.getByText('City is required');
    screen.getByText('State/Province is required');
    screen.getByText('Please enter a valid Postal Code');
  });

  it('refuses more than 40 characters in an address line or the city, and 10 in the postal code (§5, §9)', async () => {
    const { user } = renderForm({
      defaultValues: { addressLine1: 'a'.repeat(41), addressLine2: 'b'.repeat(41), city: 'c'.repeat(41), state: 'OH' },
    });
    await user.type(screen.getByRole('textbox', { name: /Postal Code/ }), '45202-12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Street Address must be at most 40 characters');
    screen.getByText('Apt/Suite must be at most 40 characters');
    screen.getByText('City must be at most 40 characters');
    screen.getByText('Postal Code must be at most 10 characters');
  });

  it('takes the host’s overrides, in the labels and the rules', async () => {
    const { user } = renderForm({}, { cityLabel: 'Town', cityRequired: 'Town is required' });
    await user.click(screen.getByRole('textbox', { name: /Town/ }));
    await user.tab();
    await screen.findByText('Town is required');
  });

  it.each([
    ['not a service error', new Error('boom'), 'An unknown error occurred. Please try again.'],
    ['too many addresses', new ServiceError({ status: 400, code: 'TOO_MANY_ADDRESSES' }), 'Your address book is full.'],
  ])('tells a failed save (%s) in the account’s address catalogue', async (_case, error, message) => {
    const { user } = renderForm({ defaultValues: valid, onSubmit: () => Promise.reject(error) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('tells a failed save in the caller’s words when given them', async () => {
    const { user } = renderForm({
      defaultValues: valid,
      onSubmit: () => Promise.reject(new Error('boom')),
      errorMessage: () => 'Could not save this address',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not save this address');
  });
});
