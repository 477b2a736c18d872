import type { Checkout } from '@aisle/contracts/checkout';
import { cartIdStore, cartStore, writeCart } from './cart';
import { keepPromise } from './promiseStore';

/**
 * The order went through (checkout spec §4 "Submit": clear the basket on success): its lines leave
 * the cart, and the time it held is used up. Lines the order did not take stay in the cart, for the
 * order-complete page's 'Go to Cart'. An order made from another cart (another device's, or one
 * emptied since) leaves this one as it is; an order that names no cart clears by its lines alone.
 */
export function clearPlacedOrder(checkout: Checkout): void {
  if (checkout.cartId && checkout.cartId !== cartIdStore.read()) return;
  const ordered = new Set(checkout.lineItems.map((line) => line.cart.gtin13));
  writeCart(cartStore.read().filter((line) => !ordered.has(line.gtin13)));
  keepPromise(null);
}
