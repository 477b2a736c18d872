import type { CartLine } from './cart';
import { isObject, json, localValue, useStoredValue } from './storedValue';

// The modify cart (checkout spec §2 "/cart/modify"): the lines a placed order should hold once
// modified, kept in this browser while the shopper changes them. One order at a time; the modify
// checkout deletes it once the modification went through.

export interface ModifyCart {
  orderId: string;
  lines: readonly CartLine[];
}

function parseModifyCart(value: unknown): ModifyCart | undefined {
  if (!isObject(value) || typeof value.orderId !== 'string' || !Array.isArray(value.lines)) return undefined;
  const lines = value.lines.filter(
    (line): line is CartLine =>
      isObject(line) &&
      typeof line.gtin13 === 'string' &&
      Number.isInteger(line.quantity) &&
      Number(line.quantity) >= 0,
  );
  return { orderId: value.orderId, lines };
}

export const modifyCartStore = localValue<ModifyCart | null>('aisle.modifyCart', json(parseModifyCart), null);

/** The modify cart of `orderId`; null on the server, while hydrating, or when it is another order's. */
export function useModifyCart(orderId: string): ModifyCart | null {
  const cart = useStoredValue(modifyCartStore);
  return cart?.orderId === orderId ? cart : null;
}

/** Sets how many of a product the modified order holds; 0 takes it out of the order. */
export function setModifiedQuantity(orderId: string, lines: readonly CartLine[], gtin13: string, quantity: number) {
  modifyCartStore.write({
    orderId,
    lines: lines.map((line) =>
      line.gtin13 === gtin13 ? { gtin13, quantity: Math.max(0, Math.min(99, quantity)) } : line,
    ),
  });
}

/** The modification went through: the modify cart is done with. */
export function deleteModifyCart(): void {
  modifyCartStore.write(null);
}
