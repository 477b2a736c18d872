import { storedValue, useStoredValue } from './storedValue';

// The cart, kept in this browser's localStorage (a real storefront keeps it on the cart service).

/** A line of the cart: a product and how many. */
export interface CartLine {
  gtin13: string;
  quantity: number;
}

/** The most of one product a cart takes: the quantity stepper stops there. */
export const maxQuantity = 99;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseCart(value: unknown): readonly CartLine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (line): line is CartLine =>
      isObject(line) &&
      typeof line.gtin13 === 'string' &&
      Number.isInteger(line.quantity) &&
      (line.quantity as number) > 0 &&
      (line.quantity as number) <= maxQuantity,
  );
}

const emptyCart: readonly CartLine[] = [];

/** The cart's lines, in the order they were added. */
export const cartStore = storedValue<readonly CartLine[]>('aisle.cart', parseCart, emptyCart);

/** Sets how many of a product the cart holds; 0 takes it out. */
export function setQuantity(gtin13: string, quantity: number): void {
  const lines = cartStore.read();
  const clamped = Math.max(0, Math.min(maxQuantity, Math.trunc(quantity)));
  const others = lines.filter((line) => line.gtin13 !== gtin13);
  const had = lines.some((line) => line.gtin13 === gtin13);
  const next =
    clamped === 0
      ? others
      : had
        ? lines.map((line) => (line.gtin13 === gtin13 ? { gtin13, quantity: clamped } : line))
        : [...lines, { gtin13, quantity: clamped }];
  cartStore.write(next.length ? next : emptyCart);
}

/** The cart's lines; empty on the server. */
export const useCartLines = (): readonly CartLine[] => useStoredValue(cartStore);
