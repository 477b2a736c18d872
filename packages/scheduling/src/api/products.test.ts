import { describe, expect, it } from 'vitest';
import { recordingClient } from '../testing/recordingClient';
import { wholeMilk } from '../testing/productFixtures';
import { getProducts, getSimilarItems } from './products';

const products = 'https://api.test/atlas/v1/products';
const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

describe('given the product calls (§7)', () => {
  it('looks similar items up with a GET of the upc id and the option.validate parameter', async () => {
    const { client, calls } = recordingClient({ body: { data: { similarItems: ['0001111041600'] } } });
    await expect(getSimilarItems(client, '0001111041700')).resolves.toEqual(['0001111041600']);
    expect(calls[0]).toMatchObject({ method: 'GET' });
    expect(calls[0]?.url.pathname).toBe('/atlas/v1/products/similar');
    expect(query(calls[0]?.url)).toEqual({ upc: '0001111041700', 'option.validate': 'true' });
  });

  it('fetches products by their UPCs alone, asking for no nutrition', async () => {
    const { client, calls } = recordingClient({ body: { data: { products: [wholeMilk] } } });
    await expect(getProducts(client, [wholeMilk.gtin13, '0001111041600'])).resolves.toEqual([wholeMilk]);
    expect(`${calls[0]?.url.origin}${calls[0]?.url.pathname}`).toBe(products);
    expect(query(calls[0]?.url)).toEqual({ gtin13s: `${wholeMilk.gtin13},0001111041600` });
  });
});
