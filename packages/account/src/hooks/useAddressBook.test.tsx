import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { newAddress } from '../testing/fixtures';
import { inMemoryAddressBook } from '../testing/inMemoryAddressBook';
import { useAddressBook } from './useAddressBook';
import type { AddressBookVersion } from './addressBookCalls';

function setUp(version: AddressBookVersion, options: AccountHandlersOptions = {}) {
  const book = inMemoryAddressBook();
  const handlers = accountHandlers({ addresses: book, ...options });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AccountTestProvider handlers={handlers}>{children}</AccountTestProvider>
  );
  const hook = renderHook(() => useAddressBook({ version }), { wrapper });
  return { ...hook, book };
}

describe.each(['v2', 'legacy'] as const)('given the %s address book', (version) => {
  it('loads the list, home first then the others reversed', async () => {
    const { result } = setUp(version);
    expect(result.current.status).toBe('in progress');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.addresses.map((address) => address.id)).toEqual(['addr-1', 'addr-3', 'addr-2']);
    expect(result.current.addresses[0]).toMatchObject({ type: 'home', street: '1014 Vine St', unit: 'Apt 4' });
  });

  it('after adding an address, shows it in the refreshed list', async () => {
    const { result, book } = setUp(version);
    await waitFor(() => expect(result.current.status).toBe('done'));
    let saved: Awaited<ReturnType<typeof result.current.add>> | undefined;
    await act(async () => {
      saved = await result.current.add(newAddress);
    });
    expect(saved).toMatchObject({ id: 'addr-4', street: '200 Main St', locality: 'Columbus' });
    expect(book.records()).toHaveLength(4);
    // The newest delivery address comes right after the home one.
    expect(result.current.addresses.map((address) => address.id)).toEqual(['addr-1', 'addr-4', 'addr-3', 'addr-2']);
  });

  it('after updating an address, shows the change', async () => {
    const { result } = setUp(version);
    await waitFor(() => expect(result.current.status).toBe('done'));
    const dayton = result.current.addresses.find((address) => address.id === 'addr-2');
    expect(dayton).toBeDefined();
    await act(async () => {
      if (dayton) await result.current.update({ ...dayton, street: '501 Elm St' });
    });
    expect(result.current.addresses.find((address) => address.id === 'addr-2')?.street).toBe('501 Elm St');
  });

  it('after removing an address, drops it from the list', async () => {
    const { result } = setUp(version);
    await waitFor(() => expect(result.current.status).toBe('done'));
    await act(() => result.current.remove('addr-3'));
    expect(result.current.addresses.map((address) => address.id)).toEqual(['addr-1', 'addr-2']);
  });

  it('validates an address', async () => {
    const { result } = setUp(version, { validation: { validated: true, corrected: false } });
    await expect(result.current.validate(newAddress)).resolves.toMatchObject({ validated: true, corrected: false });
  });

  it('rejects with the error code when a save fails, keeping the list', async () => {
    const failures = {
      addAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' },
      legacyAddAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' },
    };
    const { result } = setUp(version, { failures });
    await waitFor(() => expect(result.current.status).toBe('done'));
    await expect(result.current.add(newAddress)).rejects.toMatchObject({ status: 400, code: 'TOO_MANY_ADDRESSES' });
    expect(result.current.addresses).toHaveLength(3);
  });
});

describe('given a loaded address book', () => {
  it('does not refetch unless forced', async () => {
    const { result, book } = setUp('v2');
    await waitFor(() => expect(result.current.status).toBe('done'));
    book.remove('addr-2');
    await act(() => result.current.refresh());
    expect(result.current.addresses).toHaveLength(3);
    await act(() => result.current.refresh({ force: true }));
    expect(result.current.addresses).toHaveLength(2);
  });

  it('is done with an error when the list fails', async () => {
    const { result } = setUp('v2', { failures: { addresses: { status: 500, code: 'BOOM' } } });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.error).toMatchObject({ status: 500, code: 'BOOM' });
    expect(result.current.addresses).toEqual([]);
  });
});

describe('given a signed-out shopper', () => {
  it('is not called', () => {
    const { result } = renderHook(() => useAddressBook({ version: 'v2', enabled: false }), {
      wrapper: ({ children }) => <AccountTestProvider>{children}</AccountTestProvider>,
    });
    expect(result.current.status).toBe('not called');
  });
});
