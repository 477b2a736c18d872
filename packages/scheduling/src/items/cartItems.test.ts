import { describe, expect, it } from 'vitest';
import { bananas, fujiApples, galaApples, honeycrispApples, looseLemons } from '../testing/productFixtures';
import { cartItems, lineTotal, productImageUrl, unitPrice } from './cartItems';

describe('given cart lines and their products', () => {
  it('makes a row per line with its product and its first known backup', () => {
    const rows = cartItems(
      [
        { id: 'a', gtin13: bananas.gtin13, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
        {
          gtin13: galaApples.gtin13,
          quantity: 1,
          substitutionPolicy: 'CUSTOMER_CHOICE',
          substitutionItems: ['0000000000000', fujiApples.gtin13, honeycrispApples.gtin13],
        },
      ],
      [bananas, galaApples, fujiApples, honeycrispApples],
    );
    expect(rows).toEqual([
      { id: 'a', product: bananas, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      {
        id: galaApples.gtin13,
        product: galaApples,
        quantity: 1,
        substitutionPolicy: 'CUSTOMER_CHOICE',
        backup: fujiApples,
      },
    ]);
  });

  it('leaves out a line whose product is not known', () => {
    expect(cartItems([{ gtin13: '0000000000000', quantity: 1 }], [bananas])).toEqual([]);
  });

  it('prices a unit at its promotion, and a line to the cent unless the cart priced it', () => {
    expect(unitPrice(fujiApples)).toBe(3.99);
    expect(unitPrice(galaApples)).toBe(4.49);
    expect(lineTotal({ product: { ...bananas, price: { regular: 0.1 } }, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ product: bananas, quantity: 3, totalPrice: 5 })).toBe(5);
  });

  it("picks the product's front picture, else its first, else none", () => {
    const back = { url: 'back.png', perspective: 'back' };
    const front = { url: 'front.png', perspective: 'front' };
    expect(productImageUrl({ images: [back, front] })).toBe('front.png');
    expect(productImageUrl({ images: [back] })).toBe('back.png');
    expect(productImageUrl(looseLemons)).toBeUndefined();
  });
});
