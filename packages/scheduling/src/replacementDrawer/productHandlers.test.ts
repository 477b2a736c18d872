import type { ProductsResponse, SimilarItemsResponse } from '@aisle/contracts/scheduling';
import { describe, expect, it } from 'vitest';
import { fetchFromHandlers } from '@aisle/core/testing';
import { schedulingHandlers } from '../testing/schedulingHandlers';

const origin = 'https://api.test';
const get = async <Body>(fetch: typeof globalThis.fetch, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: (await response.json()) as Body };
};

describe('the test handlers’ catalogue, as the reference API answers', () => {
  it('answers products in the order asked, leaving out codes it does not have', async () => {
    const fetch = fetchFromHandlers(schedulingHandlers());
    const answer = await get<ProductsResponse>(
      fetch,
      '/atlas/v1/products?gtin13s=0001111012002,9999999999999,0000000004133',
    );
    expect(answer.body.data.products.map((product) => product.description)).toEqual(['Orange Juice', 'Gala Apples']);
  });

  it('offers the same sub-commodity first, then the commodity, never the item itself', async () => {
    const fetch = fetchFromHandlers(schedulingHandlers());
    const answer = await get<SimilarItemsResponse>(fetch, '/atlas/v1/products/similar?upc=0000000004133');
    expect(answer.body.data.similarItems).toEqual([
      '0000000004131',
      '0000000004135',
      '0000000004139',
      '0000000004130',
      '0000000004101',
      '0000000004011',
      '0000000004053',
    ]);
    expect((await get<SimilarItemsResponse>(fetch, '/atlas/v1/products/similar?upc=0001111012002')).body.data).toEqual({
      similarItems: [],
    });
  });

  it('answers PRODUCT_NOT_FOUND for an item it does not have', async () => {
    const fetch = fetchFromHandlers(schedulingHandlers());
    const answer = await get<{ errors: { code: string } }>(fetch, '/atlas/v1/products/similar?upc=9999999999999');
    expect([answer.status, answer.body.errors.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('fails either route on request', async () => {
    const fetch = fetchFromHandlers(
      schedulingHandlers({ failures: { products: { status: 503 }, similarItems: { status: 500 } } }),
    );
    expect((await get(fetch, '/atlas/v1/products?gtin13s=0000000004133')).status).toBe(503);
    expect((await get(fetch, '/atlas/v1/products/similar?upc=0000000004133')).status).toBe(500);
  });
});
