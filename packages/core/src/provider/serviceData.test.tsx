import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from '../testing/scriptedFetch';
import type { ServiceData } from './serviceData';
import { StorefrontProvider } from './StorefrontProvider';
import { serviceKey } from './swr';
import { useServiceSWR } from './useServiceSWR';

const key = serviceKey('/lists', { shopper: 'ada' });
const loadOnce = { revalidateIfStale: false } as const;

function Lists() {
  const { data, isLoading, mutate } = useServiceSWR<string[]>(key, null, loadOnce);
  if (isLoading || !data) return <p>Loading</p>;
  return (
    <div>
      <ul>
        {data.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void mutate((lists) => [...(lists ?? []), 'Party'], false)}>
        Add
      </button>
    </div>
  );
}

function page(serviceData: ServiceData, fetch: typeof globalThis.fetch) {
  return (
    <StorefrontProvider banner="kroger" services="https://api.test" fetch={fetch} serviceData={serviceData}>
      <Lists />
    </StorefrontProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('given a page the server rendered with its data', () => {
  it('hydrates from the server’s answers: same markup, no call, and the cache holds them for changes', async () => {
    const answer = ['Weekly', 'Breakfast'];
    const serialized = unstable_serialize(key);
    const server = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        {page({ answers: new Map([[serialized, answer]]) }, scriptedFetch().fetch)}
      </SWRConfig>,
    );
    expect(server).toContain('<li>Weekly</li>');

    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const { fetch, calls } = scriptedFetch({ status: 200, body: ['from the network'] });
    const onRecoverableError = vi.fn();
    // The leftover belongs to a screen this page does not show: dropped once hydrated.
    const answers = new Map<string, unknown>([
      [serialized, answer],
      ['leftover', 1],
    ]);
    await act(async () => {
      hydrateRoot(container, <SWRConfig value={{ provider: () => new Map() }}>{page({ answers }, fetch)}</SWRConfig>, {
        onRecoverableError,
      });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Weekly', 'Breakfast']);
    expect(calls).toHaveLength(0);
    expect(answers.size).toBe(0);

    // A change builds on the answer, as on data SWR fetched itself.
    await act(async () => screen.getByRole('button', { name: 'Add' }).click());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Weekly', 'Breakfast', 'Party']);
  });
});
