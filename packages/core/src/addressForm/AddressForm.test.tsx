import type { AddressFormValues, ZipValidator } from '@aisle/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressFormMessages } from '../testing/addressFormMessages';
import { AddressForm, type AddressFormProps } from './AddressForm';

/** What the caller's catalogue would make of a failure. */
const errorMessage = (error: unknown) => `Not saved: ${error instanceof Error ? error.message : 'unknown'}`;

function renderForm(props: Partial<AddressFormProps> = {}) {
  const onSubmit = vi.fn<(values: AddressFormValues) => Promise<void>>(() => Promise.resolve());
  const user = userEvent.setup();
  render(
    <AddressForm
      title="Add New Address"
      submitLabel="Save"
      onSubmit={onSubmit}
      messages={addressFormMessages}
      errorMessage={errorMessage}
      {...props}
    />,
  );
  return { user, onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Street Address/ }), '200 Main St');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Columbus');
  await user.selectOptions(screen.getByRole('combobox', { name: /State\/Province/ }), 'OH');
  await user.type(screen.getByRole('textbox', { name: /Postal Code/ }), '43215');
}

describe('given the address form', () => {
  it('is a form named by its title, with the placeholder chosen first', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Add New Address' }).tagName).toBe('FORM');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /State\/Province/ });
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Select State/Province');
  });

  it('shows an error once a field is left, not before', async () => {
    const { user } = renderForm();
    const street = screen.getByRole('textbox', { name: /Street Address/ });
    await user.click(street);
    expect(screen.queryByText('Street Address is required')).toBeNull();
    await user.tab();
    await screen.findByText('Street Address is required');
    expect(street.getAttribute('aria-invalid')).toBe('true');
  });

  it('on an empty submit shows every message and focuses Street Address', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Street Address is required');
    screen.getByText('City is required');
    screen.getByText('State/Province is required');
    screen.getByText('Please enter a valid Postal Code');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Street Address/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field when the earlier ones are valid', async () => {
    const { user } = renderForm({ defaultValues: { addressLine1: '200 Main St', city: 'Columbus' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /State\/Province/ })));
  });

  it('is busy while saving, and keeps every typed value and shows the error when the save fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const onCancel = vi.fn();
    const { user } = renderForm({ onSubmit, onCancel });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Make this my mailing address' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    // A second press while busy sends nothing more.
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({
      addressLine1: '200 Main St',
      addressLine2: '',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
      isHome: true,
    });

    // The caller's words for the failure.
    fail(new Error('boom'));
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved: boom');
    expect(save.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Street Address/ }).value).toBe('200 Main St');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /City/ }).value).toBe('Columbus');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /State\/Province/ }).value).toBe('OH');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Postal Code/ }).value).toBe('43215');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Make this my mailing address' }).checked).toBe(true);
  });

  it('starts from the address being edited', () => {
    renderForm({
      title: 'Edit Address',
      defaultValues: {
        addressLine1: '1014 Vine St',
        addressLine2: 'Apt 4',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45202',
        isHome: true,
      },
    });
    expect(screen.getByRole('form', { name: 'Edit Address' }).tagName).toBe('FORM');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Apt\/Suite/ }).value).toBe('Apt 4');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: /State\/Province/ }).value).toBe('OH');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Make this my mailing address' }).checked).toBe(true);
  });

  it('shows the words it is given, in its labels and its rules', async () => {
    const { user } = renderForm({
      messages: { ...addressFormMessages, cityLabel: 'Ville', cityRequired: 'La ville est requise' },
    });
    await user.click(screen.getByRole('textbox', { name: /Ville/ }));
    await user.tab();
    await screen.findByText('La ville est requise');
  });

  it('offers US states only when restricted', () => {
    renderForm({ usOnly: true });
    const select = screen.getByRole('combobox', { name: /State\/Province/ });
    // 51 entries plus the placeholder.
    expect(select.querySelectorAll('option')).toHaveLength(52);
    expect(screen.queryByRole('option', { name: 'Ontario' })).toBeNull();
  });

  it('refuses a postal code by the validator it is given, and submits one it accepts', async () => {
    // A validator of the caller's that takes a Canadian-looking code for the US too.
    const anyCode = vi.fn<ZipValidator>((zip) => zip.trim().length >= 3);
    const { user, onSubmit } = renderForm({ zipValidator: anyCode });
    await user.type(screen.getByRole('textbox', { name: /Street Address/ }), '200 Main St');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Columbus');
    await user.selectOptions(screen.getByRole('combobox', { name: /State\/Province/ }), 'OH');
    await user.type(screen.getByRole('textbox', { name: /Postal Code/ }), '43');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid Postal Code')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // 'A1B' is no US ZIP by the default rule; this validator takes it.
    await user.clear(screen.getByRole('textbox', { name: /Postal Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Postal Code/ }), 'A1B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ zipCode: 'A1B', state: 'OH' });
    expect(anyCode).toHaveBeenLastCalledWith('A1B', 'US');
  });
});
