// The catalogue (scheduling spec §7 "Products by UPCs", "Similar-item lookup") in memory, as the
// reference API answers: products in the order asked, leaving out codes it does not have, and the
// items like one (same sub-commodity first, then commodity, never itself).
import { schedulingPaths, type Product } from '@aisle/contracts/scheduling';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { catalogueProducts } from '../productFixtures';
import { schedulingErrorBody, type Fail } from './failures';

/** The gtin13s of the items like `gtin13` in `catalogue`; undefined when it has no such item. */
export function similarIn(catalogue: readonly Product[], gtin13: string): string[] | undefined {
  const original = catalogue.find((item) => item.gtin13 === gtin13);
  if (!original) return undefined;
  const same = (level: 'subCommodity' | 'commodity') =>
    catalogue.filter(
      (item) => item.gtin13 !== gtin13 && item.familyTree[level].name === original.familyTree[level].name,
    );
  return [...new Set([...same('subCommodity'), ...same('commodity')].map((item) => item.gtin13))];
}

/** The products the handlers know, in the order "all products" lists them. */
export type ProductCatalogue = readonly Product[];

export function productHandlers(
  url: (path: string) => string,
  fail: Fail,
  catalogue: ProductCatalogue = catalogueProducts,
): HttpHandler[] {
  const byGtin = new Map(catalogue.map((item) => [item.gtin13, item]));
  return [
    http.get(url(schedulingPaths.products), async ({ request }) => {
      const failure = await fail('products');
      if (failure) return failure;
      const asked = new URL(request.url).searchParams.get('gtin13s');
      const products = asked === null ? catalogue : asked.split(',').flatMap((gtin13) => byGtin.get(gtin13) ?? []);
      return HttpResponse.json({ data: { products } });
    }),
    http.get(url(schedulingPaths.similarItems), async ({ request }) => {
      const failure = await fail('similarItems');
      if (failure) return failure;
      const similarItems = similarIn(catalogue, new URL(request.url).searchParams.get('upc') ?? '');
      if (!similarItems) {
        return HttpResponse.json(schedulingErrorBody('PRODUCT_NOT_FOUND', 'We could not find that item.'), {
          status: 404,
        });
      }
      return HttpResponse.json({ data: { similarItems } });
    }),
  ];
}
