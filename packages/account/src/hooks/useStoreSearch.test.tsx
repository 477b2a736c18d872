import type { Store } from '@aisle/contracts/account';
import { ServiceError, StorefrontProvider, type CallOverrides } from '@aisle/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { demoStores } from '../testing/fixtures';
import { useStoreSearch } from './useStoreSearch';

/** A store search whose answers the test hands out, in any order. */
function scriptedSearch() {
  const pending = new Map<string, { resolve(stores: Store[]): void; reject(error: unknown): void }>();
  const findStores = (_client: unknown, postalCode: string) =>
    new Promise<Store[]>((resolve, reject) => pending.set(postalCode, { resolve, reject }));
  const calls: CallOverrides = { account: { findStores } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProvider banner="kroger" services="https://api.test" calls={calls}>
      {children}
    </StorefrontProvider>
  );
  const answer = (postalCode: string) => pending.get(postalCode) as NonNullable<ReturnType<typeof pending.get>>;
  return { wrapper, answer };
}

describe('given the store search', () => {
  it('is idle, then searching, then found with the stores and the postal code', async () => {
    const { wrapper, answer } = scriptedSearch();
    const { result } = renderHook(() => useStoreSearch(), { wrapper });
    expect(result.current.status).toBe('idle');
    act(() => void result.current.search('45202'));
    expect(result.current).toMatchObject({ status: 'searching', postalCode: '45202', stores: [] });
    await act(async () => answer('45202').resolve(demoStores));
    expect(result.current).toMatchObject({ status: 'found', postalCode: '45202', stores: demoStores });
  });

  it('says none when the search finds no store', async () => {
    const { wrapper, answer } = scriptedSearch();
    const { result } = renderHook(() => useStoreSearch(), { wrapper });
    act(() => void result.current.search('99501'));
    await act(async () => answer('99501').resolve([]));
    expect(result.current.status).toBe('none');
  });

  it.each([
    ['invalid postal code', new ServiceError({ status: 400, code: 'INVALID_POSTAL_CODE' })],
    ['failed', new ServiceError({ status: 503, code: 'SERVICE_DOWN' })],
  ])('says %s, with the failure, when the search is refused so', async (status, error) => {
    const { wrapper, answer } = scriptedSearch();
    const { result } = renderHook(() => useStoreSearch(), { wrapper });
    act(() => void result.current.search('45202'));
    await act(async () => answer('45202').reject(error));
    expect(result.current).toMatchObject({ status, error, stores: [] });
  });

  it('ignores the answer of an older search that arrives after the newer one’s', async () => {
    const { wrapper, answer } = scriptedSearch();
    const { result } = renderHook(() => useStoreSearch(), { wrapper });
    act(() => void result.current.search('45202'));
    act(() => void result.current.search('45402'));
    const dayton = demoStores.slice(2);
    await act(async () => answer('45402').resolve(dayton));
    await act(async () => answer('45202').resolve(demoStores));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'found', postalCode: '45402', stores: dayton }));
  });
});
