// Flash sales (checkout spec §3 "Flash sale", §7 "Flash sales fetch"): items of the checkout's store
// on a short-lived discount, added to the order as their own lines (§7 "Update line items").
import { z } from 'zod';

/** The most of a flash sale item one order may hold (§9 "limit 10 per item"). */
export const flashSaleLimit = 10;

export const flashSale = z.object({
  gtin13: z.string(),
  description: z.string(),
  /** The item's department. */
  category: z.string(),
  /** The regular price of one, in dollars: the sale takes `percentOff` off it. */
  unitPrice: z.number(),
  percentOff: z.number(),
  /** The most of the item one order may hold: at most `flashSaleLimit`. */
  maxQuantity: z.number(),
  couponId: z.string(),
  sourceStoreId: z.string(),
});
export type FlashSale = z.infer<typeof flashSale>;

/** `GET checkoutPaths.flashSales?checkoutId=`: the sales of the checkout's store; none is an empty list. */
export const flashSalesResponse = z.object({ data: z.array(flashSale) });
export type FlashSalesResponse = z.infer<typeof flashSalesResponse>;
