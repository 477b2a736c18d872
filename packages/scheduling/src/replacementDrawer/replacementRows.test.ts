import { describe, expect, it } from 'vitest';
import { fujiApples, galaApples, orangeJuice } from '../testing/productFixtures';
import { allReplaced, productCodes, unavailableRows } from './replacementRows';
import type { ReplacementSelection } from './replacementSelection';
import { pageCount, pageHolding, pageOf, similarItemsPerPage } from './similarPages';

const selection: ReplacementSelection = {
  originalLineItemUpc: galaApples.gtin13,
  newLineItemUpc: fujiApples.gtin13,
  newLineItemQuantity: 2,
  previousQuantityValue: 2,
  itemIndex: 0,
  ttl: '2026-11-22T13:00:00.000Z',
};
const products = new Map([galaApples, fujiApples, orangeJuice].map((product) => [product.gtin13, product]));

describe('unavailableRows', () => {
  it('gives each excluded item once, with its product, the cart’s quantity and its replacement', () => {
    const rows = unavailableRows(
      [
        { gtin13: galaApples.gtin13, quantity: 1, code: 'ITEM_RESTRICTED' },
        { gtin13: orangeJuice.gtin13, quantity: 1 },
        { gtin13: galaApples.gtin13, quantity: 1 },
      ],
      [{ gtin13: galaApples.gtin13, quantity: 2 }],
      products,
      [selection],
    );
    expect(rows.map((row) => [row.product?.description, row.quantity, row.replacement?.description])).toEqual([
      ['Gala Apples', 2, 'Fuji Apples'],
      ['Orange Juice', 1, undefined],
    ]);
    expect(allReplaced(rows)).toBe(false);
    expect(allReplaced(rows.slice(0, 1))).toBe(true);
    expect(allReplaced([])).toBe(true);
  });

  it('asks for the excluded items’ products and their replacements’, not other items’ replacements', () => {
    const elsewhere = { ...selection, originalLineItemUpc: '0001111041700', newLineItemUpc: '0001111041702' };
    expect(productCodes([{ gtin13: galaApples.gtin13 }], [selection, elsewhere])).toEqual([
      galaApples.gtin13,
      fujiApples.gtin13,
    ]);
  });
});

describe('similar-item pages', () => {
  it('holds 4 items a page (§9)', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(similarItemsPerPage).toBe(4);
    expect(pageCount(items.length)).toBe(2);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 1)).toEqual(['e', 'f', 'g']);
    expect(pageHolding(items, (item) => item === 'e')).toBe(1);
    expect(pageHolding(items, (item) => item === 'z')).toBe(0);
  });
});
