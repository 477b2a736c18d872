import type { AddressFormValues } from '@aisle/contracts';
import { ToastRegion, toast } from '@aisle/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import {
  canadianAddressValues,
  correctedAddressValues,
  unverifiedAddressValues,
  validatedAddressValues,
} from '../testing/fixtures';
import { inMemoryAddressBook } from '../testing/inMemoryAddressBook';
import { AddressEditor } from './AddressEditor';

beforeEach(() => toast.dismiss());

function renderEditor(addressId?: string, options: AccountHandlersOptions = {}) {
  const book = inMemoryAddressBook();
  const navigate = vi.fn();
  const requests: string[] = [];
  const recorder = http.all('*', ({ request }) => {
    requests.push(new URL(request.url).pathname);
  });
  render(
    <AccountTestProvider
      handlers={[recorder, ...accountHandlers({ ...options, addresses: book })]}
      navigation={{ navigate }}
    >
      <AddressEditor addressId={addressId} />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>,
  );
  const validations = () => requests.filter((path) => path.endsWith('/validate')).length;
  return { user: userEvent.setup(), navigate, book, validations };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User, values: AddressFormValues) {
  const street = screen.getByRole('textbox', { name: /Street Address/ });
  await user.clear(street);
  await user.type(street, values.addressLine1);
  if (values.addressLine2) await user.type(screen.getByRole('textbox', { name: /Apt\/Suite/ }), values.addressLine2);
  await user.type(screen.getByRole('textbox', { name: /City/ }), values.city);
  await user.selectOptions(screen.getByRole('combobox', { name: /State\/Province/ }), values.state);
  await user.type(screen.getByRole('textbox', { name: /Postal Code/ }), values.zipCode);
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save Address' }));
const lastPath = (navigate: ReturnType<typeof vi.fn>) => navigate.mock.lastCall?.[0] as string | undefined;

describe('given the legacy add-address page', () => {
  it('saves a validated address at once, shows the toast and returns to the address book', async () => {
    const { user, navigate, book, validations } = renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeDefined();
    await fillIn(user, validatedAddressValues);
    await save(user);
    await screen.findByText('Your address has been created.');
    expect(screen.queryByText('Success!')).toBeNull();
    expect(lastPath(navigate)).toBe('/account/addresses');
    expect(validations()).toBe(1);
    expect(book.records().map((record) => record.address.addressLines)).toContainEqual(['200 Main St']);
  });

  it('when unverified, opens the modal over the form and saves only once "Use this address" is ticked', async () => {
    const { user, navigate, book } = renderEditor();
    await fillIn(user, unverifiedAddressValues);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Address' });
    const heading = within(dialog).getByRole('heading', { level: 2, name: 'Confirm Address' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(dialog).getByText(
        "We weren't able to verify this address you entered. Please check for any mistakes and try again.",
      ),
    ).toBeDefined();
    // The page keeps its form, as typed, under the modal.
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address', hidden: true })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Street Address/, hidden: true }).value).toBe(
      '1 Nowhere Ln',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm Address' }));
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Use this address' });
    expect(document.activeElement).toBe(checkbox);
    expect(within(dialog).getByText("Tick 'Use this address' to save the address as you entered it.")).toBeDefined();
    expect(book.records()).toHaveLength(3);
    expect(navigate).not.toHaveBeenCalled();

    await user.click(checkbox);
    expect(screen.queryByText("Tick 'Use this address' to save the address as you entered it.")).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Address' }));
    await screen.findByText('Your address has been created.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastPath(navigate)).toBe('/account/addresses');
    expect(book.records().map((record) => record.address.addressLines)).toContainEqual(['1 Nowhere Ln']);
  });

  it.each([
    ['"Edit Address"', (user: User) => user.click(screen.getByRole('button', { name: 'Edit Address' }))],
    ['Escape', (user: User) => user.keyboard('{Escape}')],
  ])('after %s in the unverified modal, is back on the form with what was typed', async (_how, close) => {
    const { user, book } = renderEditor();
    await fillIn(user, unverifiedAddressValues);
    await save(user);
    await screen.findByRole('dialog', { name: 'Confirm Address' });
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Street Address/ }).value).toBe('1 Nowhere Ln');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /City/ }).value).toBe(unverifiedAddressValues.city);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Postal Code/ }).value).toBe('45202');
    // Focus is back where it was when the shopper pressed Save: a press leaves it in the last field.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Postal Code/ }));
    expect(book.records()).toHaveLength(3);
  });

  it('treats a failed validation call as unverified', async () => {
    const { user } = renderEditor(undefined, { failures: { legacyValidateAddress: { status: 400 } } });
    await fillIn(user, validatedAddressValues);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Address' });
    expect(within(dialog).getByRole('checkbox', { name: 'Use this address' })).toBeDefined();
  });

  it('when corrected, defaults to the suggestion and saves it', async () => {
    const { user, book } = renderEditor();
    await fillIn(user, correctedAddressValues);
    await save(user);
    const group = await screen.findByRole('radiogroup', { name: 'Which address would you like to use?' });
    const suggestion = within(group).getByRole('radio', { name: 'Suggested address' });
    expect((suggestion as HTMLInputElement).checked).toBe(true);
    expect(group.textContent).toContain('Cincinnati, OH 45202-1234');
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await screen.findByText('Your address has been created.');
    expect(book.records().at(-1)?.address).toMatchObject({
      addressLines: ['Apt 5C', '1014 Vine St'],
      cityTown: 'Cincinnati',
      postalCode: '45202-1234',
    });
  });

  it('when corrected, saves the original once the shopper chooses it', async () => {
    const { user, book } = renderEditor();
    await fillIn(user, correctedAddressValues);
    await save(user);
    await user.click(await screen.findByRole('radio', { name: 'Address you entered' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    await screen.findByText('Your address has been created.');
    expect(book.records().at(-1)?.address).toMatchObject({ addressLines: ['apartment 5c', '1014 vine street'] });
  });

  it('after "Edit Address" from the corrected step, shows the form with what was typed', async () => {
    const { user } = renderEditor();
    await fillIn(user, correctedAddressValues);
    await save(user);
    await user.click(await screen.findByRole('button', { name: 'Edit Address' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Add New Address' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect((screen.getByRole('textbox', { name: /Street Address/ }) as HTMLInputElement).value).toBe(
      correctedAddressValues.addressLine1,
    );
    expect((screen.getByRole('textbox', { name: /Postal Code/ }) as HTMLInputElement).value).toBe(
      correctedAddressValues.zipCode,
    );
  });

  it('saves a Canadian address without validating it, its postal code normalised', async () => {
    const { user, validations, book } = renderEditor();
    await fillIn(user, { ...canadianAddressValues, zipCode: 'm5v3l9' });
    await save(user);
    await screen.findByText('Your address has been created.');
    expect(validations()).toBe(0);
    expect(book.records().at(-1)?.address).toMatchObject({ stateProvince: 'ON', postalCode: 'M5V 3L9' });
  });

  it('after a failed save, keeps every typed value and shows the message', async () => {
    const { user, navigate } = renderEditor(undefined, {
      failures: { legacyAddAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' } },
    });
    await fillIn(user, validatedAddressValues);
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your address book is full. Remove an address before adding another.');
    expect((screen.getByRole('textbox', { name: /Street Address/ }) as HTMLInputElement).value).toBe('200 Main St');
    expect((screen.getByRole('combobox', { name: /State\/Province/ }) as HTMLSelectElement).value).toBe('OH');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a street with emoji before verifying it, saving nothing and keeping what was typed', async () => {
    const { user, navigate, book, validations } = renderEditor();
    await fillIn(user, { ...validatedAddressValues, addressLine1: '12 Main St 🍌🍎' });
    await save(user);
    const street = screen.getByRole<HTMLInputElement>('textbox', { name: /Street Address/ });
    // Told under the field, which takes the focus, as every rule of the form is.
    await screen.findByText("Street Address can only use letters, numbers, spaces and . , ' # & ( ) / -");
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(street);
    expect(street.value).toBe('12 Main St 🍌🍎');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(validations()).toBe(0);
    expect(book.records()).toHaveLength(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after Cancel, returns to the address book', async () => {
    const { user, navigate } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lastPath(navigate)).toBe('/account/addresses');
  });
});

describe('given the legacy edit-address page', () => {
  it('starts from the saved address and, after saving, says "Success!" and returns', async () => {
    const { user, navigate, book } = renderEditor('addr-2');
    const street = await screen.findByRole('textbox', { name: /Street Address/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeDefined();
    expect((street as HTMLInputElement).value).toBe('500 Elm St');
    await user.clear(street);
    await user.type(street, '501 Elm St');
    await save(user);
    const toastHeading = await screen.findByText('Success!');
    expect(toastHeading.closest('li')?.textContent).toContain('Your address has been updated.');
    expect(lastPath(navigate)).toBe('/account/addresses');
    expect(book.find('addr-2')?.address.addressLines).toEqual(['501 Elm St']);
  });

  it('for an id not in the book, says it could not find the address', async () => {
    const { user, navigate } = renderEditor('addr-404');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not find that address.');
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Address Book' }));
    expect(lastPath(navigate)).toBe('/account/addresses');
  });
});
