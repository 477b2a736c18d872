import { ToastRegion, toast } from '@aisle/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { addressListFailingOnce } from '../testing/addressHandlers';
import { inMemoryAddressBook } from '../testing/inMemoryAddressBook';
import type { RouteFailure } from '../testing/routeFailures';
import { AddressBook } from './AddressBook';

beforeEach(() => toast.dismiss());

function renderBook(options: AccountHandlersOptions = {}, { failListOnce = false } = {}) {
  const book = inMemoryAddressBook(Array.isArray(options.addresses) ? options.addresses : undefined);
  const navigate = vi.fn();
  const handlers = [
    ...(failListOnce ? [addressListFailingOnce('legacy')] : []),
    ...accountHandlers({ ...options, addresses: book }),
  ];
  render(
    <AccountTestProvider handlers={handlers} navigation={{ navigate }}>
      <AddressBook />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>,
  );
  return { user: userEvent.setup(), navigate, book };
}

const cards = () => within(screen.getByRole('list', { name: 'Address Book' })).getAllByRole('listitem');
const cardFor = (street: string) => cards().find((card) => card.textContent?.includes(street)) as HTMLElement;

describe('given the legacy address book', () => {
  it('shows a spinner while the list loads, then the home address first and the others reversed', async () => {
    renderBook();
    expect(screen.getByRole('heading', { level: 1, name: 'Address Book' })).toBeDefined();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((card) => card.querySelector('address')?.textContent)).toEqual([
      '1014 Vine StApt 4Cincinnati, OH 45202',
      '100 Queen St WToronto, ON M5H 2N2',
      '500 Elm StDayton, OH 45402',
    ]);
    expect(within(cards()[0] as HTMLElement).getByText('Mailing Address')).toBeDefined();
    expect(within(cards()[1] as HTMLElement).queryByText('Mailing Address')).toBeNull();
  });

  it('after "Add new address" or Edit, navigates to the form pages', async () => {
    const { user, navigate } = renderBook();
    await user.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(navigate.mock.lastCall?.[0]).toBe('/account/address');
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cardFor('500 Elm St')).getByRole('button', { name: 'Edit' }));
    expect(navigate.mock.lastCall?.[0]).toBe('/account/address/addr-2');
  });

  it('describes each card button by its address', async () => {
    renderBook();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const remove = within(cardFor('500 Elm St')).getByRole('button', { name: 'Remove' });
    expect(remove.getAttribute('aria-describedby')).toBe(cardFor('500 Elm St').querySelector('address')?.id);
  });

  it('after Remove then Cancel, keeps the address', async () => {
    const { user, book } = renderBook();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const remove = within(cardFor('500 Elm St')).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' });
    expect(within(dialog).getByText('Are your sure you would like to remove this address?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(book.records()).toHaveLength(3);
    expect(document.activeElement).toBe(remove);
  });

  it('after confirming the removal, shows the toast and the refreshed list', async () => {
    const { user, book } = renderBook();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cardFor('500 Elm St')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Your address has been removed.');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(book.find('addr-2')).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Address Book' })));
  });

  it.each<[string, RouteFailure, string]>([
    [
      'CONSTRAINT_VIOLATION_EXCEPTION',
      { status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' },
      'We are having technical difficulties.',
    ],
    ['ADDRESS_NOT_FOUND', { status: 404, code: 'ADDRESS_NOT_FOUND' }, 'We could not find that address.'],
    [
      'TOO_MANY_ADDRESSES',
      { status: 400, code: 'TOO_MANY_ADDRESSES' },
      'Your address book is full. Remove an address before adding another.',
    ],
    ['an unknown code', { status: 400, code: 'SOMETHING_ELSE' }, 'An unknown error occurred. Please try again.'],
    ['a network error', 'network-error', 'We are having technical difficulties. Please try again later.'],
  ])('after a removal failing with %s, shows its message and keeps the list', async (_name, failure, message) => {
    const { user } = renderBook({ failures: { legacyRemoveAddress: failure } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const remove = within(cardFor('500 Elm St')).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Removal' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(cards()).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(remove));
  });

  it('after a load failure, shows its message, and "Try again" loads the list', async () => {
    const { user } = renderBook({}, { failListOnce: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We are having technical difficulties.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with no addresses, says the book is empty and still offers "Add new address"', async () => {
    renderBook({ addresses: [] });
    await screen.findByText('Your address book is empty. Manage your address for orders and mail communications.');
    expect(screen.getByRole('button', { name: 'Add new address' })).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Address Book' })).toBeNull();
  });
});
