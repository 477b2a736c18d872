import type { Checkout } from '@aisle/contracts/checkout';
import { afterEach, describe, expect, it } from 'vitest';
import { cartIdStore, cartStore, setQuantity } from './cart';
import { clearPlacedOrder } from './placedOrder';

afterEach(() => {
  document.cookie = 'aisle-cart=; Path=/; Max-Age=0';
  document.cookie = 'aisle-cart-id=; Path=/; Max-Age=0';
  localStorage.clear();
});

const milk = '0001111041700';
const bananas = '0000000004011';
const wine = '0008500000101';

/** A placed order holding these lines (all the basket clearing reads of it). */
const orderOf = (...gtin13s: string[]) =>
  ({ lineItems: gtin13s.map((gtin13) => ({ cart: { gtin13, quantity: 1 } })) }) as unknown as Checkout;
const fromCart = (cartId: string, order: Checkout): Checkout => ({ ...order, cartId });

describe('given an order placed from the cart (checkout spec §4 "Submit": clear the basket)', () => {
  it('updates the basket: the order’s lines leave, the lines it did not take stay for Go to Cart', () => {
    setQuantity(milk, 2);
    setQuantity(bananas, 3);
    setQuantity(wine, 1);
    clearPlacedOrder(orderOf(milk, bananas));
    expect(cartStore.read()).toEqual([{ gtin13: wine, quantity: 1 }]);
  });

  it('clears the cart the order names (cartId), and leaves another cart as it is', () => {
    setQuantity(milk, 2);
    setQuantity(wine, 1);
    clearPlacedOrder(fromCart('7d3c1f0e00004000800000000000aaaa', orderOf(milk)));
    expect(cartStore.read()).toEqual([
      { gtin13: milk, quantity: 2 },
      { gtin13: wine, quantity: 1 },
    ]);
    clearPlacedOrder(fromCart(cartIdStore.read(), orderOf(milk)));
    expect(cartStore.read()).toEqual([{ gtin13: wine, quantity: 1 }]);
  });

  it('deletes the basket when the order took every line', () => {
    setQuantity(milk, 2);
    setQuantity(bananas, 3);
    clearPlacedOrder(orderOf(milk, bananas));
    expect(cartStore.read()).toEqual([]);
    expect(document.cookie).not.toMatch(/aisle-cart=[^;]/);
  });
});
