import { schedulingPaths, type Product, type ProductsResponse } from '@aisle/contracts/scheduling';
import { useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from '@aisle/scheduling';

export interface Catalogue {
  status: 'loading' | 'error' | 'loaded';
  products: readonly Product[];
  retry(): void;
}

const none: readonly Product[] = [];
// The catalogue changes with a deploy, not while a shopper browses it.
const loadOnce = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** The reference API's whole catalogue: its products call without codes answers every product. */
export function useCatalogue(): Catalogue {
  const client = useServiceClient();
  const { data, error, mutate } = useServiceSWR<readonly Product[]>(
    ['storefront/catalogue'],
    async () => (await client.get<ProductsResponse>(schedulingPaths.products)).data.products,
    loadOnce,
  );
  const status = data ? 'loaded' : error ? 'error' : 'loading';
  return { status, products: data ?? none, retry: () => void mutate() };
}

/**
 * The products of the cart's lines only (scheduling spec §7 "Products by UPCs"): the cart and the
 * scheduling step need a handful, and the server puts what it read into the page (the whole
 * catalogue made the cart's page 100 kB).
 */
export function useCartProducts(lines: readonly { gtin13: string }[]): Catalogue {
  const client = useServiceClient();
  const { getProducts } = useSchedulingCalls();
  // Sorted, so the same lines in another order are the same read.
  const codes = [...new Set(lines.map((line) => line.gtin13))].sort();
  const { data, error, mutate } = useServiceSWR<readonly Product[]>(
    codes.length > 0 ? ['storefront/products', codes.join(',')] : null,
    () => getProducts(client, codes),
    { ...loadOnce, keepPreviousData: true },
  );
  const status = codes.length === 0 || data ? 'loaded' : error ? 'error' : 'loading';
  return { status, products: data ?? none, retry: () => void mutate() };
}
