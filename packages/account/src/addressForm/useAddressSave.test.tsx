import type { AddressFormValues } from '@aisle/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { profilePaths } from '@aisle/contracts/account';
import type { AddressBookVersion } from '../hooks/addressBookCalls';
import { accountHandlers, type AccountHandlersOptions } from '../testing/accountHandlers';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { inMemoryAddressBook } from '../testing/inMemoryAddressBook';
import { useAddressSave, type UseAddressSaveOptions } from './useAddressSave';

const columbus: AddressFormValues = {
  addressLine1: '200 Main St',
  addressLine2: '',
  city: 'Columbus',
  state: 'OH',
  zipCode: '43215',
  isHome: false,
};

const ottawa: AddressFormValues = {
  addressLine1: '111 Wellington St',
  addressLine2: '',
  city: 'Ottawa',
  state: 'ON',
  zipCode: 'K1A 0B1',
  isHome: false,
};

function setUp(options: AccountHandlersOptions = {}, hookOptions: Partial<UseAddressSaveOptions> = {}) {
  const book = inMemoryAddressBook();
  const requests: string[] = [];
  // Records every call, then lets the account handlers answer it.
  const recorder = http.all('*', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const handlers = [recorder, ...accountHandlers({ addresses: book, ...options })];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AccountTestProvider handlers={handlers}>{children}</AccountTestProvider>
  );
  const onSaved = vi.fn();
  const hook = renderHook(() => useAddressSave({ version: 'v2', onSaved, ...hookOptions }), { wrapper });
  const validations = () => requests.filter((request) => request.includes('valid')).length;
  return { ...hook, book, onSaved, requests, validations };
}

describe('given the address save flow', () => {
  it('saves a validated US address at once and reports it created', async () => {
    const { result, book, onSaved, validations } = setUp({ validation: { validated: true, corrected: false } });
    await act(() => result.current.submit(columbus));
    expect(validations()).toBe(1);
    expect(result.current.state).toMatchObject({
      step: 'saved',
      created: true,
      toast: 'Your address has been created.',
      address: { street: '200 Main St', locality: 'Columbus', postalCode: '43215', region: 'OH' },
    });
    expect(book.records()).toHaveLength(4);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ step: 'saved', created: true }));
    expect(result.current.busy).toBe(false);
  });

  it('asks for "Use this address" when not validated, saving only once it is ticked', async () => {
    const { result, book, onSaved } = setUp({ validation: { validated: false, corrected: false } });
    await act(() => result.current.submit(columbus));
    expect(result.current.state).toMatchObject({
      step: 'unverified',
      useThisAddress: false,
      original: { street: '200 Main St', locality: 'Columbus' },
    });

    // Not ticked: nothing is sent.
    await act(() => result.current.confirm());
    expect(result.current.state.step).toBe('unverified');
    expect(book.records()).toHaveLength(3);

    act(() => result.current.setUseThisAddress(true));
    await act(() => result.current.confirm());
    expect(result.current.state).toMatchObject({ step: 'saved', address: { street: '200 Main St' } });
    expect(book.records()).toHaveLength(4);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it.each([
    ['a network error', 'network-error' as const],
    ['a 500', { status: 500, code: 'SERVICE_ERROR' }],
  ])('treats a validation failure (%s) as unverified', async (_name, failure) => {
    const { result, book } = setUp({ failures: { validateAddress: failure } });
    await act(() => result.current.submit(columbus));
    expect(result.current.state).toMatchObject({ step: 'unverified', useThisAddress: false });
    expect(book.records()).toHaveLength(3);
  });

  it.each([
    ['not validated', { validation: { validated: false, corrected: false } }],
    ['a failed check', { failures: { validateAddress: 'network-error' as const } }],
  ])(
    'saves an address the service did not correct (%s) as typed, for the newer modal',
    async (_name, options: AccountHandlersOptions) => {
      const { result, book, onSaved } = setUp(options, { saveUncorrected: true });
      await act(() => result.current.submit(columbus));
      expect(result.current.state).toMatchObject({ step: 'saved', address: { street: '200 Main St' } });
      expect(book.records()).toHaveLength(4);
      expect(onSaved).toHaveBeenCalledOnce();
    },
  );

  it('offers the suggestion against the original when corrected, defaulting to the suggestion', async () => {
    const suggestion = {
      addressLines: ['200 N Main St'],
      cityTown: 'Columbus',
      stateProvince: 'OH',
      postalCode: '43215-1234',
      countryCode: 'US',
    };
    const { result, book } = setUp({ validation: { validated: true, corrected: true, suggestion } });
    await act(() => result.current.submit(columbus));
    expect(result.current.state).toMatchObject({
      step: 'corrected',
      choice: 'suggestion',
      suggestion: { street: '200 N Main St', postalCode: '43215-1234' },
      original: { street: '200 Main St', postalCode: '43215' },
    });
    expect(book.records()).toHaveLength(3);

    await act(() => result.current.confirm());
    expect(result.current.state).toMatchObject({
      step: 'saved',
      address: { street: '200 N Main St', postalCode: '43215-1234' },
    });
  });

  it('saves the original when the shopper chooses it over the suggestion', async () => {
    const suggestion = {
      addressLines: ['200 N Main St'],
      cityTown: 'Columbus',
      stateProvince: 'OH',
      postalCode: '43215',
    };
    const { result } = setUp({ validation: { validated: true, corrected: true, suggestion } });
    await act(() => result.current.submit(columbus));
    act(() => result.current.choose('original'));
    expect(result.current.state).toMatchObject({ step: 'corrected', choice: 'original' });
    await act(() => result.current.confirm());
    expect(result.current.state).toMatchObject({ step: 'saved', address: { street: '200 Main St' } });
  });

  it('goes back to the form from a confirmation step', async () => {
    const { result } = setUp({ validation: { validated: false, corrected: false } });
    await act(() => result.current.submit(columbus));
    act(() => result.current.edit());
    expect(result.current.state).toEqual({ step: 'form' });
  });

  it('saves a Canadian address directly, without validating it', async () => {
    // Were it validated, this answer would stop it at the unverified step.
    const { result, book, validations } = setUp({ validation: { validated: false, corrected: false } });
    await act(() => result.current.submit(ottawa));
    expect(validations()).toBe(0);
    expect(result.current.state).toMatchObject({
      step: 'saved',
      address: { street: '111 Wellington St', region: 'ON', postalCode: 'K1A 0B1', countryCode: 'CA' },
    });
    expect(book.records()).toHaveLength(4);
  });

  it('updates the address being edited and reports it updated', async () => {
    const { result, book } = setUp({}, { addressId: 'addr-2' });
    await act(() =>
      result.current.submit({ ...columbus, addressLine1: '501 Elm St', city: 'Dayton', zipCode: '45402' }),
    );
    expect(result.current.state).toMatchObject({
      step: 'saved',
      created: false,
      toast: 'Your address has been updated.',
      address: { id: 'addr-2', street: '501 Elm St' },
    });
    expect(book.records()).toHaveLength(3);
    expect(book.find('addr-2')?.address.addressLines).toContain('501 Elm St');
  });

  it.each<AddressBookVersion>(['v2', 'legacy'])('works over the %s address book', async (version) => {
    const { result, requests } = setUp({ validation: { validated: true, corrected: false } }, { version });
    await act(() => result.current.submit(columbus));
    expect(result.current.state.step).toBe('saved');
    if (version === 'v2') expect(requests).toContain(`POST ${profilePaths.validateAddress}`);
  });

  it('rejects when the save fails, leaving the form step so the typed values stay', async () => {
    const { result, onSaved } = setUp({
      validation: { validated: true, corrected: false },
      failures: { addAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' } },
    });
    await act(async () => {
      await expect(result.current.submit(columbus)).rejects.toMatchObject({ code: 'TOO_MANY_ADDRESSES' });
    });
    expect(result.current.state).toEqual({ step: 'form' });
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.busy).toBe(false));
  });
});
