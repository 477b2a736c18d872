// The flash sales' rules (checkout spec §3 "Flash sale", §7 "Update line items", §9 "limit 10 per
// item"): the sale price, how many may be chosen, which of the order's lines are on sale, and the
// lines sent to the checkout.
import {
  flashSaleLimit,
  type Checkout,
  type FlashSale,
  type FlashSaleLineItem,
  type PricedLineItem,
} from '@aisle/contracts/checkout';

/**
 * The price of one on sale: the regular price less `percentOff`, rounded half up to the cent. The
 * spec gives no rounding rule; the server's total is the one charged.
 */
export function flashSalePrice(sale: Pick<FlashSale, 'unitPrice' | 'percentOff'>): number {
  const percentOff = Math.min(Math.max(sale.percentOff, 0), 100);
  // In whole cents, so a price like $4.99 is not off by a float's last digit.
  const cents = Math.round(sale.unitPrice * 100);
  return Math.round((cents * (100 - percentOff)) / 100) / 100;
}

/** The most of a sale one order may hold: its `maxQuantity`, never more than 10 (§9). */
export function flashSaleMaxQuantity(sale: Pick<FlashSale, 'maxQuantity'>): number {
  return Math.max(0, Math.min(Math.floor(sale.maxQuantity), flashSaleLimit));
}

/** The quantities offered for a sale: 1 up to its most. */
export function flashSaleQuantities(sale: Pick<FlashSale, 'maxQuantity'>): number[] {
  return Array.from({ length: flashSaleMaxQuantity(sale) }, (_, index) => index + 1);
}

/** The order's flash sale lines: the service marks each with its sale's coupon. */
export function flashSaleLines(checkout: Pick<Checkout, 'lineItems'>): PricedLineItem[] {
  return checkout.lineItems.filter((line) => line.flashSale !== undefined);
}

/**
 * How many of a sale's item the order holds on that sale; 0 when none. The same item put in the
 * cart at its regular price is a line of its own, without the sale's coupon, and does not count.
 */
export function quantityInOrder(checkout: Pick<Checkout, 'lineItems'>, sale: Pick<FlashSale, 'couponId'>): number {
  return flashSaleLines(checkout)
    .filter((line) => line.flashSale?.couponId === sale.couponId)
    .reduce((total, line) => total + line.cart.quantity, 0);
}

/** The quantity the drawer starts a sale at: what the order holds, or 1. */
export function initialQuantity(checkout: Pick<Checkout, 'lineItems'>, sale: FlashSale): number {
  const held = quantityInOrder(checkout, sale);
  return Math.min(Math.max(held, 1), Math.max(flashSaleMaxQuantity(sale), 1));
}

/**
 * A sale's line for the checkout update (§7 "Update line items"). `quantity` is what the order is
 * to hold of the item afterwards, not an amount to add: so the limit of 10 holds however often the
 * shopper presses Add, and 0 takes the item out.
 */
export function flashSaleLineItem(
  sale: FlashSale,
  quantity: number,
  modalityType: Checkout['modalityType'],
): FlashSaleLineItem {
  return {
    gtin13: sale.gtin13,
    quantity: Math.min(Math.max(Math.floor(quantity), 0), flashSaleMaxQuantity(sale)),
    modalityType,
    substitutionPolicy: 'NONE',
    couponId: sale.couponId,
    sourceStoreId: sale.sourceStoreId,
  };
}

/** The update that takes the order's flash sale lines out: each at quantity 0. */
export function flashSaleRemovals(checkout: Pick<Checkout, 'lineItems' | 'modalityType'>): FlashSaleLineItem[] {
  return flashSaleLines(checkout).flatMap(({ cart, flashSale }) =>
    flashSale
      ? [
          {
            gtin13: cart.gtin13,
            quantity: 0,
            modalityType: checkout.modalityType,
            substitutionPolicy: 'NONE' as const,
            couponId: flashSale.couponId,
            sourceStoreId: flashSale.sourceStoreId,
          },
        ]
      : [],
  );
}

/** The deepest discount among the sales, for the teaser. */
export function bestPercentOff(sales: readonly Pick<FlashSale, 'percentOff'>[]): number {
  return sales.reduce((best, sale) => Math.max(best, sale.percentOff), 0);
}
