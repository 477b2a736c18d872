// Products (scheduling spec §7 "Products by UPCs", "Similar-item lookup").
import {
  schedulingPaths,
  type Product,
  type ProductsResponse,
  type SimilarItemsResponse,
} from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCallOptions } from './options';

/** The products of these gtin13s (UPCs), in the catalogue's order. */
export async function getProducts(
  client: ServiceClient,
  gtin13s: readonly string[],
  options: SchedulingCallOptions = {},
): Promise<Product[]> {
  const answer = await client.get<ProductsResponse>(schedulingPaths.products, {
    service: options.service,
    query: { gtin13s: gtin13s.join(',') },
  });
  return answer.data.products;
}

/**
 * The gtin13s of the items like `upc`, most alike first. The spec names the `option.validate`
 * parameter without its value: ours asks the service to answer only items it can sell.
 */
export async function getSimilarItems(
  client: ServiceClient,
  upc: string,
  options: SchedulingCallOptions = {},
): Promise<string[]> {
  const answer = await client.get<SimilarItemsResponse>(schedulingPaths.similarItems, {
    service: options.service,
    query: { upc, 'option.validate': 'true' },
  });
  return answer.data.similarItems;
}
