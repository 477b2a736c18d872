import { schedulingPaths, type Product, type ProductsResponse } from '@aisle/contracts/scheduling';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';

export interface Catalogue {
  status: 'loading' | 'error' | 'loaded';
  products: readonly Product[];
  retry(): void;
}

const none: readonly Product[] = [];

/** The reference API's whole catalogue: its products call without codes answers every product. */
export function useCatalogue(): Catalogue {
  const client = useServiceClient();
  const { data, error, mutate } = useServiceSWR<readonly Product[]>(
    ['storefront/catalogue'],
    async () => (await client.get<ProductsResponse>(schedulingPaths.products)).data.products,
    // The catalogue changes with a deploy, not while a shopper browses it.
    loadOnce,
  );
  const status = data ? 'loaded' : error ? 'error' : 'loading';
  return { status, products: data ?? none, retry: () => void mutate() };
}
