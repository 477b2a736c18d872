import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartStore, maxQuantity, setQuantity } from './cart';

afterEach(() => localStorage.clear());

describe('the cart', () => {
  it('adds a product at the end, sets its quantity in place, and takes it out at 0', () => {
    setQuantity('0000000004011', 1);
    setQuantity('0001111041700', 2);
    setQuantity('0000000004011', 3);
    expect(cartStore.read()).toEqual([
      { gtin13: '0000000004011', quantity: 3 },
      { gtin13: '0001111041700', quantity: 2 },
    ]);
    setQuantity('0000000004011', 0);
    setQuantity('0001111041700', 0);
    expect(cartStore.read()).toEqual([]);
    // An empty cart is no record at all.
    expect(localStorage.getItem('aisle.cart')).toBeNull();
  });

  it(`holds a quantity between 1 and ${maxQuantity}, in whole units`, () => {
    setQuantity('0000000004011', 250);
    expect(cartStore.read()).toEqual([{ gtin13: '0000000004011', quantity: maxQuantity }]);
    setQuantity('0000000004011', 2.7);
    expect(cartStore.read()).toEqual([{ gtin13: '0000000004011', quantity: 2 }]);
  });

  it('reads a damaged record as empty, and drops the lines that no longer read', () => {
    localStorage.setItem('aisle.cart', '{not json');
    expect(cartStore.read()).toEqual([]);
    localStorage.setItem(
      'aisle.cart',
      JSON.stringify([{ gtin13: '0000000004011', quantity: 2 }, { gtin13: 7 }, { gtin13: 'x', quantity: 0 }]),
    );
    expect(cartStore.read()).toEqual([{ gtin13: '0000000004011', quantity: 2 }]);
  });

  it('tells its readers of a change, in this tab and from another', () => {
    const listener = vi.fn();
    const unsubscribe = cartStore.subscribe(listener);
    setQuantity('0000000004011', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'aisle.cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'another.key' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setQuantity('0000000004011', 2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same lines until they change, as React needs', () => {
    setQuantity('0000000004011', 1);
    expect(cartStore.read()).toBe(cartStore.read());
  });
});
