import type { Checkout } from '@aisle/contracts/checkout';
import { cartStore } from './cart';
import { keepPromise } from './promiseStore';

/**
 * The order went through (checkout spec §4 "Submit": clear the basket on success): its lines leave
 * the cart, and the time it held is used up. Lines the order did not take stay in the cart, for the
 * order-complete page's 'Go to Cart'.
 */
export function clearPlacedOrder(checkout: Checkout): void {
  const ordered = new Set(checkout.lineItems.map((line) => line.cart.gtin13));
  cartStore.write(cartStore.read().filter((line) => !ordered.has(line.gtin13)));
  keepPromise(null);
}
