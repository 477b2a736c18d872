import { schedulingPaths } from '@aisle/contracts/scheduling';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../errors/apiError';
import { optionalText } from '../http/fields';
import { queryParams } from '../http/validation';
import { catalogue, productsByGtin, similarTo } from '../products/catalog';

export const productsQuery = z.object({
  gtin13s: z
    .string({ error: 'gtin13s must be given once' })
    .max(14 * 200, 'gtin13s holds at most 200')
    .regex(/^\d{13}(,\d{13})*$/, 'gtin13s is 13-digit codes, comma separated')
    .optional(),
});

export const similarQuery = z.object({
  upc: z.string({ error: 'upc must be given once' }).regex(/^\d{13}$/, 'upc is 13 digits'),
  'option.validate': optionalText('option.validate', 40),
});

/**
 * The catalogue (scheduling spec §7 "Products by UPCs", "Similar-item lookup"), public like a shop
 * window: products by gtin13 (or all of them), and the items like one. No nutrition is kept.
 */
export function productRoutes(): Hono {
  return new Hono()
    .get(schedulingPaths.products, queryParams(productsQuery), (c) => {
      const { gtin13s } = c.req.valid('query');
      return c.json({ data: { products: gtin13s ? productsByGtin(gtin13s.split(',')) : catalogue } });
    })
    .get(schedulingPaths.similarItems, queryParams(similarQuery), (c) => {
      const similarItems = similarTo(c.req.valid('query').upc);
      if (!similarItems) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'We could not find that item.');
      return c.json({ data: { similarItems } });
    });
}
