import type { Product } from '@aisle/contracts/scheduling';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import { useSWRConfig } from 'swr';
import { useSchedulingCalls } from '@aisle/scheduling';
import type { Catalogue } from './useCatalogue';

// Apart from the catalogue's hook: the scheduling calls it uses would otherwise come with the
// product list's page too (3.7 kB).

const none: readonly Product[] = [];
const productsKey = 'storefront/products';
// A product changes with a deploy, not while a shopper looks at the cart.
const keepProducts = {
  ...loadOnce,
  keepPreviousData: true,
} as const;

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
    codes.length > 0 ? [productsKey, codes.join(',')] : null,
    () => getProducts(client, codes),
    keepProducts,
  );
  const status = codes.length === 0 || data ? 'loaded' : error ? 'error' : 'loading';
  return { status, products: data ?? none, retry: () => void mutate() };
}

/**
 * The selector's `refreshBasket` (scheduling spec §4): the cart's items read again once the way of
 * shopping changes, as a cart service would price them at the new store or address.
 */
export function useRefreshBasket(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate((key) => Array.isArray(key) && key[0] === productsKey);
  };
}
