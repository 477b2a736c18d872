import { cookieValue, useStoredValue, type Codec } from './storedValue';

// The cart, kept in a cookie (a real storefront keeps it on its cart service), so the server
// renders the cart and the product list with it.

/** A line of the cart: a product and how many. */
export interface CartLine {
  gtin13: string;
  quantity: number;
}

/**
 * Whether the store may replace a line's item when out of it (checkout spec §9). This cart offers
 * no choice per line: every line allows a similar item, as the order-complete page's note says.
 */
export const cartSubstitutionPolicy = 'SHOPPER_CHOICE' as const;

/** The most of one product a cart takes: the quantity stepper stops there. */
export const maxQuantity = 99;
/** The most lines a cart holds: what the scheduling calls take, and what fits a cookie (16 bytes a line). */
export const maxLines = 200;

const line = /^(\d{13}):(\d{1,2})$/;

// '0000000004011:2.0001111041700:1': compact, so 200 lines stay within a cookie's 4 kB.
export const cartCodec: Codec<readonly CartLine[]> = {
  encode: (lines) => lines.map(({ gtin13, quantity }) => `${gtin13}:${quantity}`).join('.'),
  decode: (raw) =>
    raw
      .split('.')
      .slice(0, maxLines)
      .flatMap((entry) => {
        const [, gtin13 = '', quantity = '0'] = line.exec(entry) ?? [];
        const count = Number(quantity);
        return gtin13 && count >= 1 && count <= maxQuantity ? [{ gtin13, quantity: count }] : [];
      }),
};

const emptyCart: readonly CartLine[] = [];

/** The cart's lines, in the order they were added. */
export const cartStore = cookieValue('aisle-cart', cartCodec, emptyCart);

const cartIdPattern = /^[0-9a-f]{32}$/;
const cartIdCodec: Codec<string> = {
  encode: (id) => id,
  decode: (raw) => (cartIdPattern.test(raw) ? raw : undefined),
};

// 128 random bits as hex. Not crypto.randomUUID: it exists only in a secure context, and a
// storefront on plain http (a LAN address) must still fill a cart. Nor core's id maker: the
// journeys read this module in Node, where core's styles do not load.
const newCartId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The cart's id (checkout spec §7 "Create checkout (v2)": cartId): a cart begins with its first line
 * and ends when emptied, so the order made from it can tell this cart from another device's.
 */
export const cartIdStore = cookieValue('aisle-cart-id', cartIdCodec, '');

/** Keeps the cart's lines, and its id with them: a new one for a cart that had none, none for an empty one. */
export function writeCart(lines: readonly CartLine[]): void {
  cartStore.write(lines.length ? lines : emptyCart);
  if (!lines.length) cartIdStore.write('');
  else if (!cartIdStore.read()) cartIdStore.write(newCartId());
}

/** Sets how many of a product the cart holds; 0 takes it out. A full cart takes no new product. */
export function setQuantity(gtin13: string, quantity: number): void {
  const lines = cartStore.read();
  const clamped = Math.max(0, Math.min(maxQuantity, Math.trunc(quantity)));
  const had = lines.some((entry) => entry.gtin13 === gtin13);
  if (!had && (clamped === 0 || lines.length >= maxLines)) return;
  const next =
    clamped === 0
      ? lines.filter((entry) => entry.gtin13 !== gtin13)
      : had
        ? lines.map((entry) => (entry.gtin13 === gtin13 ? { gtin13, quantity: clamped } : entry))
        : [...lines, { gtin13, quantity: clamped }];
  writeCart(next);
}

/** The cart's lines: the request's on the server, then this browser's. */
export const useCartLines = (): readonly CartLine[] => useStoredValue(cartStore);
