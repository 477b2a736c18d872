import type { ProductsResponse, SimilarItemsResponse } from '@aisle/contracts/scheduling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ErrorAnswer, type TestApi } from '../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const products = (query = '') => api.call<ProductsResponse & ErrorAnswer>('GET', `/atlas/v1/products${query}`);
const similar = (upc: string) =>
  api.call<SimilarItemsResponse & ErrorAnswer>('GET', `/atlas/v1/products/similar?upc=${upc}&option.validate=true`);

describe('given the catalogue', () => {
  it('lists products across departments with sizes, prices, pictures, SNAP, age and Prop 65 flags', async () => {
    const answer = await products();
    expect(answer.status).toBe(200);
    const all = answer.body.data.products;
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((item) => item.familyTree.department.name)).size).toBeGreaterThanOrEqual(8);
    expect(all.every((item) => item.images[0]?.url.startsWith('data:image/svg+xml,') && item.price.regular > 0)).toBe(
      true,
    );
    const alcohol = all.filter((item) => item.alcohol);
    expect(alcohol.length).toBeGreaterThan(0);
    expect(alcohol.every((item) => item.minimumAge === 21 && !item.snapEligible)).toBe(true);
    const prop65 = all.filter((item) => item.prop65.required);
    expect(prop65.length).toBeGreaterThan(0);
    expect(prop65.every((item) => item.prop65.warning?.startsWith('WARNING:'))).toBe(true);
  });

  it('answers the products asked for by gtin13, in that order, leaving out codes it does not have', async () => {
    const answer = await products('?gtin13s=0001111041700,9999999999999,0000000004011');
    expect(answer.body.data.products.map((item) => [item.gtin13, item.description, item.customerFacingSize])).toEqual([
      ['0001111041700', 'Whole Milk', '1 gal'],
      ['0000000004011', 'Bananas', '2 lb'],
    ]);
  });

  it('refuses codes that are not 13 digits', async () => {
    for (const query of ['?gtin13s=123', '?gtin13s=0001111041700,', '?gtin13s=abc']) {
      expect((await products(query)).status).toBe(400);
    }
  });
});

describe('given an item to replace', () => {
  it('offers the same sub-commodity first, then the commodity, never the item itself', async () => {
    const answer = await similar('0000000004131');
    expect(answer.status).toBe(200);
    expect(answer.body.data.similarItems).toEqual(['0000000004133', '0000000004135', '0000000004011']);
  });

  it('offers wine for wine, and nothing for an item with nothing like it', async () => {
    expect((await similar('0008500000101')).body.data.similarItems).toEqual(['0008500000102']);
    expect((await similar('0001111012002')).body.data.similarItems).toEqual([]);
  });

  it('answers PRODUCT_NOT_FOUND for an item it does not have, and 400 for a code that is not one', async () => {
    expect((await similar('9999999999999')).body.errors.code).toBe('PRODUCT_NOT_FOUND');
    expect((await similar('12')).status).toBe(400);
  });
});
