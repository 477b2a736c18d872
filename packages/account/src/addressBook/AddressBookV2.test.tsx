import type { AddressFormValues } from '@aisle/contracts';
import { ToastRegion, toast } from '@aisle/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { addressListFailingOnce } from '../testing/addressHandlers';
import { correctedAddressValues, unverifiedAddressValues, validatedAddressValues } from '../testing/fixtures';
import { inMemoryAddressBook } from '../testing/inMemoryAddressBook';
import { AddressBookV2, type AddressBookV2Props } from './AddressBookV2';

beforeEach(() => toast.dismiss());

function renderBook(options: AccountHandlersOptions = {}, props: AddressBookV2Props = {}, failListOnce = false) {
  const book = inMemoryAddressBook(Array.isArray(options.addresses) ? options.addresses : undefined);
  const handlers = [
    ...(failListOnce ? [addressListFailingOnce('v2')] : []),
    ...accountHandlers({ ...options, addresses: book }),
  ];
  render(
    <AccountTestProvider handlers={handlers}>
      <AddressBookV2 {...props} />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>,
  );
  return { user: userEvent.setup(), book };
}

type User = ReturnType<typeof userEvent.setup>;

const section = (name: string) => screen.getByRole('heading', { name }).parentElement as HTMLElement;
const streets = (name: string) =>
  within(section(name))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('address')?.firstChild?.textContent);

async function fillIn(user: User, dialog: HTMLElement, values: AddressFormValues) {
  const field = within(dialog);
  await user.type(field.getByRole('textbox', { name: /Street Address/ }), values.addressLine1);
  if (values.addressLine2) await user.type(field.getByRole('textbox', { name: /Apt\/Suite/ }), values.addressLine2);
  await user.type(field.getByRole('textbox', { name: /City/ }), values.city);
  await user.selectOptions(field.getByRole('combobox', { name: /State\/Province/ }), values.state);
  await user.type(field.getByRole('textbox', { name: /Postal Code/ }), values.zipCode);
}

async function openAdd(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
  return screen.findByRole('dialog', { name: 'Add Address' });
}

describe('given the newer address book', () => {
  it('with no addresses, shows the empty state', async () => {
    renderBook({ addresses: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Get started by adding an address' })).toBeDefined();
    expect(
      screen.getByText('Your address book is empty. Manage your address for orders and mail communications.'),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Current Address' })).toBeNull();
  });

  it('shows the home address under "Current Address" and the others reversed under "Other Addresses"', async () => {
    renderBook();
    await screen.findByRole('heading', { level: 2, name: 'Current Address' });
    expect(streets('Current Address')).toEqual(['1014 Vine St']);
    expect(streets('Other Addresses')).toEqual(['100 Queen St W', '500 Elm St']);
  });

  it('shows no more cards than the maximum, and refuses to add beyond it', async () => {
    const { user } = renderBook({}, { maxAddresses: 2 });
    await screen.findByRole('heading', { name: 'Current Address' });
    expect(streets('Other Addresses')).toEqual(['100 Queen St W']);
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your address book is full. Remove an address before adding another.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a validated address through the modal: it closes, says so and shows the card', async () => {
    const { user, book } = renderBook({ addresses: [] });
    const dialog = await openAdd(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Add Address' })),
    );
    await fillIn(user, dialog, validatedAddressValues);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my mailing address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const toastHeading = await screen.findByText('Address created');
    expect(toastHeading.closest('li')?.textContent).toContain('Your address was created successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(streets('Current Address')).toEqual(['200 Main St']);
    expect(book.records()[0]).toMatchObject({ type: 'home', preferredAddress: true });
  });

  it('when corrected, confirms the suggested address; "Edit Address" goes back with what was typed', async () => {
    const { user, book } = renderBook();
    const dialog = await openAdd(user);
    await fillIn(user, dialog, correctedAddressValues);
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Address' });
    expect(within(confirm).getByText('Suggested address').nextElementSibling?.textContent).toBe(
      '1014 Vine StApt 5CCincinnati, OH 45202-1234',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Edit Address' }));
    const form = await screen.findByRole('dialog', { name: 'Add Address' });
    expect((within(form).getByRole('textbox', { name: /Street Address/ }) as HTMLInputElement).value).toBe(
      '1014 vine street',
    );
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Address' })).getByRole('button', {
        name: 'Confirm Address',
      }),
    );
    await screen.findByText('Address created');
    expect(book.records().at(-1)?.address.addressLines).toEqual(['Apt 5C', '1014 Vine St']);
  });

  it('saves an address the service does not correct at once, and closes (§4 "Newer modal")', async () => {
    const { user, book } = renderBook();
    const dialog = await openAdd(user);
    await fillIn(user, dialog, unverifiedAddressValues);
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await screen.findByText('Address created');
    expect(screen.queryByRole('dialog', { name: 'Confirm Address' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(book.records()).toHaveLength(4);
  });

  it('edits an address and says it was updated', async () => {
    const { user, book } = renderBook();
    await screen.findByRole('heading', { name: 'Other Addresses' });
    const elm = within(section('Other Addresses')).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(elm).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    const street = within(dialog).getByRole('textbox', { name: /Street Address/ });
    expect((street as HTMLInputElement).value).toBe('500 Elm St');
    await user.clear(street);
    await user.type(street, '501 Elm St');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const toastHeading = await screen.findByText('Address updated');
    expect(toastHeading.closest('li')?.textContent).toContain('Your address was updated successfully.');
    expect(book.find('addr-2')?.address.addressLines).toEqual(['501 Elm St']);
  });

  it('deletes an address from the edit modal after confirming', async () => {
    const { user, book } = renderBook();
    await screen.findByRole('heading', { name: 'Other Addresses' });
    const elm = within(section('Other Addresses')).getAllByRole('listitem')[1] as HTMLElement;
    await user.click(within(elm).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Removal' });
    expect(within(confirm).getByText('Are your sure you would like to remove this address?')).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Delete Address' }));
    const toastHeading = await screen.findByText('Address is Deleted');
    expect(toastHeading.closest('li')?.textContent).toContain('Address successfully deleted');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(book.find('addr-2')).toBeUndefined();
    expect(streets('Other Addresses')).toEqual(['100 Queen St W']);
  });

  it('keeps what was typed in the modal when the save fails', async () => {
    const { user } = renderBook({ failures: { addAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' } } });
    const dialog = await openAdd(user);
    await fillIn(user, dialog, validatedAddressValues);
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your address book is full. Remove an address before adding another.');
    expect((within(dialog).getByRole('textbox', { name: /City/ }) as HTMLInputElement).value).toBe('Columbus');
  });

  it('refuses a city with an emoji in the modal, saving nothing and keeping what was typed', async () => {
    const { user, book } = renderBook();
    const dialog = await openAdd(user);
    await fillIn(user, dialog, { ...validatedAddressValues, city: 'Cincinnati 😀' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    const city = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /City/ });
    await within(dialog).findByText("City can only use letters, numbers, spaces and . , ' # & ( ) / -");
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.value).toBe('Cincinnati 😀');
    expect(book.records()).toHaveLength(3);
  });

  it('after a load failure, "Try again" loads the list', async () => {
    const { user } = renderBook({}, {}, true);
    expect((await screen.findByRole('alert')).textContent).toContain('We are having technical difficulties.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Current Address' })).toBeDefined();
  });
});
