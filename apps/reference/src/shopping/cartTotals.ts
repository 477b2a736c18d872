import type { Product } from '@aisle/contracts/scheduling';
import { cartItems, lineTotal, type CartItem } from '@aisle/scheduling';
import type { CartLine } from './cart';

export interface PricedCart {
  items: CartItem[];
  /** Every line's total, to the cent; null until the products have loaded. */
  subtotal: number | null;
  /** How many units, all lines together. */
  count: number;
}

/** The cart's lines as item rows with today's prices. */
export function pricedCart(lines: readonly CartLine[], products: readonly Product[]): PricedCart {
  const items = cartItems(lines, products);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal =
    products.length === 0 && lines.length > 0
      ? null
      : Math.round(items.reduce((sum, item) => sum + lineTotal(item), 0) * 100) / 100;
  return { items, subtotal, count };
}
