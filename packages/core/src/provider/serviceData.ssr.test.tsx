// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { scriptedFetch } from '../testing/scriptedFetch';
import type { ServiceData } from './serviceData';
import { StorefrontProvider } from './StorefrontProvider';
import { serviceKey } from './swr';
import { useServiceSWR } from './useServiceSWR';

function Greeting() {
  const { data } = useServiceSWR<{ firstName: string }>(serviceKey('/profile'));
  return <p>{data ? `Hello ${data.firstName}` : 'Loading'}</p>;
}

/** A server's render: a cache of its own per render, as a server must (never one shared by shoppers). */
function render(serviceData: ServiceData, fetch: typeof globalThis.fetch) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <StorefrontProvider banner="kroger" services="https://api.test" fetch={fetch} serviceData={serviceData}>
        <Greeting />
      </StorefrontProvider>
    </SWRConfig>,
  );
}

describe('given a server rendering a page with its data', () => {
  it('hears of each read without an answer, fetches it with the hook’s fetcher and renders it next time', async () => {
    const { fetch, calls } = scriptedFetch({ status: 200, body: { firstName: 'Ada' } });
    const missing = new Map<string, () => Promise<unknown>>();
    const first = render({ answers: new Map(), missing: (key, get) => missing.set(key, get) }, fetch);
    expect(first).toBe('<p>Loading</p>');
    expect([...missing.keys()]).toEqual([unstable_serialize(serviceKey('/profile'))]);
    expect(calls).toHaveLength(0);

    const answers = new Map<string, unknown>();
    for (const [key, get] of missing) answers.set(key, await get());
    expect(calls.map(({ url }) => url)).toEqual(['https://api.test/profile']);

    const stillMissing: string[] = [];
    const second = render({ answers, missing: (key) => stillMissing.push(key) }, fetch);
    expect(second).toBe('<p>Hello Ada</p>');
    expect(stillMissing).toEqual([]);
  });
});
