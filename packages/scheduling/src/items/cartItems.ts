// What the cart and item lists show of a cart line (scheduling spec §3 "Cart line", "Product").
import type { Product } from '@aisle/contracts/scheduling';

/** A cart line (§3 "Cart line"): the fields the item lists read. */
export interface CartLine {
  id?: string;
  gtin13: string;
  quantity: number;
  /** SHOPPER_CHOICE, CUSTOMER_CHOICE or NONE; any other value reads as NONE (ambiguity 4). */
  substitutionPolicy?: string;
  /** The gtin13s of the backups the shopper chose (CUSTOMER_CHOICE), first choice first. */
  substitutionItems?: readonly string[];
}

/** A cart line with the products it names: one row of an item list. */
export interface CartItem {
  /** A key unique in the list: the line's id, or its gtin13. */
  id: string;
  product: Product;
  quantity: number;
  substitutionPolicy?: string;
  /** The chosen backup, for CUSTOMER_CHOICE. */
  backup?: Pick<Product, 'description'>;
  /** The line's total in dollars when the cart has priced it; quantity × unit price otherwise. */
  totalPrice?: number;
}

/** What one unit costs now: the promotional price when there is one. */
export function unitPrice(product: Pick<Product, 'price'>): number {
  return product.price.promo ?? product.price.regular;
}

/** The line's total in dollars, to the cent. */
export function lineTotal(item: Pick<CartItem, 'product' | 'quantity' | 'totalPrice'>): number {
  return item.totalPrice ?? Math.round(unitPrice(item.product) * item.quantity * 100) / 100;
}

/**
 * The cart's lines as rows, each with its product and its first chosen backup's. A line whose
 * product is not among `products` (not loaded yet, or gone from the catalogue) is left out: a row
 * without a description tells the shopper nothing.
 */
export function cartItems(lines: readonly CartLine[], products: readonly Product[]): CartItem[] {
  const byGtin = new Map(products.map((product) => [product.gtin13, product]));
  return lines.flatMap((line) => {
    const product = byGtin.get(line.gtin13);
    if (!product) return [];
    const backup = line.substitutionItems?.map((gtin13) => byGtin.get(gtin13)).find(Boolean);
    return [
      {
        id: line.id ?? line.gtin13,
        product,
        quantity: line.quantity,
        ...(line.substitutionPolicy !== undefined && { substitutionPolicy: line.substitutionPolicy }),
        ...(backup && { backup }),
      },
    ];
  });
}

/** The picture to show of a product: its front, else its first; undefined when it has none. */
export function productImageUrl(product: Pick<Product, 'images'>): string | undefined {
  return (product.images.find((image) => image.perspective === 'front') ?? product.images[0])?.url;
}
