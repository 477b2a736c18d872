import { describe, expect, it } from 'vitest';
import { deliveryDraft, pickupDraft } from '../testing/fixtures';
import { flashSaleLine, greekYogurt, groundCoffee, sparklingWater, strawberries } from './flashSaleHandlers';
import {
  bestPercentOff,
  flashSaleLineItem,
  flashSaleLines,
  flashSaleMaxQuantity,
  flashSalePrice,
  flashSaleQuantities,
  flashSaleRemovals,
  initialQuantity,
  quantityInOrder,
} from './flashSaleRules';

describe('flashSalePrice', () => {
  it.each([
    [8.99, 25, 6.74], // 6.7425
    [4.99, 40, 2.99], // 2.994
    [1.99, 50, 1.0], // 0.995, half up
    [6.49, 20, 5.19], // 5.192
    [3, 0, 3],
    [3, 100, 0],
  ])('$%s less %s%% is $%s', (unitPrice, percentOff, expected) => {
    expect(flashSalePrice({ unitPrice, percentOff })).toBe(expected);
  });

  it('reads a discount outside 0–100% as the nearest end', () => {
    expect(flashSalePrice({ unitPrice: 5, percentOff: 120 })).toBe(0);
    expect(flashSalePrice({ unitPrice: 5, percentOff: -10 })).toBe(5);
  });
});

describe('the limit of 10 per item (§9)', () => {
  it('offers 1 to 10 when the sale offers more', () => {
    expect(flashSaleMaxQuantity(sparklingWater)).toBe(10);
    expect(flashSaleQuantities(sparklingWater)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('offers up to the sale’s maxQuantity when it is fewer', () => {
    expect(flashSaleQuantities(greekYogurt)).toEqual([1, 2, 3, 4]);
  });

  it('offers nothing when none is left', () => {
    expect(flashSaleQuantities({ maxQuantity: 0 })).toEqual([]);
  });

  it('never sends more than the limit, nor less than 0', () => {
    expect(flashSaleLineItem(sparklingWater, 12, 'DELIVERY').quantity).toBe(10);
    expect(flashSaleLineItem(greekYogurt, 6, 'DELIVERY').quantity).toBe(4);
    expect(flashSaleLineItem(greekYogurt, -1, 'DELIVERY').quantity).toBe(0);
  });
});

describe('flashSaleLineItem', () => {
  it('is the sale’s line for the update: no substitutions, the checkout’s modality, its coupon and store', () => {
    expect(flashSaleLineItem(strawberries, 3, 'PICKUP')).toEqual({
      gtin13: strawberries.gtin13,
      quantity: 3,
      modalityType: 'PICKUP',
      substitutionPolicy: 'NONE',
      couponId: strawberries.couponId,
      sourceStoreId: strawberries.sourceStoreId,
    });
  });
});

describe('the order’s flash sale items', () => {
  // Bananas at their regular price beside strawberries on sale, and strawberries at their regular price too.
  const regularStrawberries = { ...flashSaleLine(strawberries, 1), flashSale: undefined };
  const checkout = {
    ...pickupDraft,
    lineItems: [...pickupDraft.lineItems, regularStrawberries, flashSaleLine(strawberries, 2)],
  };

  it('are the lines the service marks with a sale', () => {
    expect(flashSaleLines(checkout)).toEqual([flashSaleLine(strawberries, 2)]);
    expect(flashSaleLines(deliveryDraft)).toEqual([]);
  });

  it('count only the sale’s own line', () => {
    expect(quantityInOrder(checkout, strawberries)).toBe(2);
    expect(quantityInOrder(checkout, groundCoffee)).toBe(0);
  });

  it('start the drawer at what the order holds, or 1', () => {
    expect(initialQuantity(checkout, strawberries)).toBe(2);
    expect(initialQuantity(checkout, groundCoffee)).toBe(1);
  });

  it('are taken out with each line at quantity 0', () => {
    expect(flashSaleRemovals(checkout)).toEqual([
      {
        gtin13: strawberries.gtin13,
        quantity: 0,
        modalityType: 'PICKUP',
        substitutionPolicy: 'NONE',
        couponId: strawberries.couponId,
        sourceStoreId: strawberries.sourceStoreId,
      },
    ]);
    expect(flashSaleRemovals(deliveryDraft)).toEqual([]);
  });
});

describe('bestPercentOff', () => {
  it('is the deepest discount, 0 without sales', () => {
    expect(bestPercentOff([groundCoffee, strawberries, greekYogurt])).toBe(40);
    expect(bestPercentOff([])).toBe(0);
  });
});
