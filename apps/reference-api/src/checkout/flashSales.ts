import { flashSaleLimit, type CheckoutCoupon, type FlashSale } from '@aisle/contracts/checkout';
import { fromCents, toCents } from '@aisle/contracts';
import { catalogue } from '../products/catalog';
import { roll } from '../promising/quotes';

const salesPerStore = 4;
const percentsOff = [20, 25, 30, 40];

/**
 * A store's flash sales: four of the catalogue's items (never alcohol), each 20 to 40% off, the
 * same for a store every time, so journeys can count on them.
 */
export function flashSalesAt(locationId: string): FlashSale[] {
  return catalogue
    .filter((product) => !product.alcohol)
    .map((product) => ({ product, dice: roll(locationId, 'flash-sale', product.gtin13) }))
    .sort((a, b) => a.dice - b.dice || a.product.gtin13.localeCompare(b.product.gtin13))
    .slice(0, salesPerStore)
    .map(({ product, dice }) => {
      const percentOff = percentsOff[dice % percentsOff.length] ?? 20;
      return {
        gtin13: product.gtin13,
        description: product.description,
        category: product.familyTree.department.name,
        unitPrice: fromCents(toCents(product.price.regular) ?? 0),
        percentOff,
        maxQuantity: flashSaleLimit,
        couponId: `FS-${locationId}-${product.gtin13}`,
        sourceStoreId: locationId,
      };
    });
}

/** One item's price on sale, in cents, rounded half up as the client shows it. */
export const salePriceCents = (regularCents: number, percentOff: number) =>
  Math.round((regularCents * (100 - percentOff)) / 100);

/** The store's flash sale with this coupon, if it has one. */
export const findFlashSale = (locationId: string, couponId: string) =>
  flashSalesAt(locationId).find((sale) => sale.couponId === couponId);

/**
 * A flash sale line's coupon as the order lists it (§3 "priceAdjustment.coupons"): the sale's
 * couponId, under the store's flash sales as its offer, saving `savedCents`.
 */
export const flashSaleCoupon = (
  sale: { couponId: string; sourceStoreId: string; percentOff: number },
  description: string,
  savedCents: number,
): CheckoutCoupon => ({
  id: sale.couponId,
  offerId: `FS-${sale.sourceStoreId}`,
  description: `Flash sale: ${sale.percentOff}% off ${description}`,
  amount: fromCents(savedCents),
});
