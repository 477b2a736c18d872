// Products (scheduling spec §3 "Product"; §7 "Products by UPCs", "Similar-item lookup"): what the
// cart, the item lists and the replacement drawer show of an item.
import { z } from 'zod';

const named = z.object({ name: z.string() });

export const product = z.object({
  gtin13: z.string(),
  description: z.string(),
  /** '750 ml', '2 lb'. */
  customerFacingSize: z.string(),
  familyTree: z.object({ department: named, commodity: named, subCommodity: named }),
  /** Dollars: the regular price, and the promotional one when there is one. */
  price: z.object({ regular: z.number(), promo: z.number().optional() }),
  alcohol: z.boolean(),
  /** The age the item requires, when it requires one. */
  minimumAge: z.number().optional(),
  snapEligible: z.boolean(),
  /** California's Proposition 65: whether the item needs the warning, and its words. */
  prop65: z.object({ required: z.boolean(), warning: z.string().optional() }),
  images: z.array(z.object({ url: z.string(), perspective: z.string() })),
});
export type Product = z.infer<typeof product>;

export const productsResponse = z.object({ data: z.object({ products: z.array(product) }) });
export type ProductsResponse = z.infer<typeof productsResponse>;

/** The items like one (same sub-commodity first, then commodity), by gtin13. */
export const similarItemsResponse = z.object({ data: z.object({ similarItems: z.array(z.string()) }) });
export type SimilarItemsResponse = z.infer<typeof similarItemsResponse>;
