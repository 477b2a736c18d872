'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';

export interface ReplacementProductsState {
  status: 'loading' | 'error' | 'loaded';
  /** By gtin13. */
  products: ReadonlyMap<string, Product>;
  retry(): void;
}

const keepRows = {
  ...loadOnce,
  // A replacement just chosen adds its code to the key: the rows already shown stay while it loads.
  keepPreviousData: true,
} as const;
const none: ReadonlyMap<string, Product> = new Map();

/** The products the drawer names: the unavailable items and their stored replacements (§7 "Products by UPCs"). */
export function useReplacementProducts(gtin13s: readonly string[]): ReplacementProductsState {
  const client = useServiceClient();
  const { getProducts } = useSchedulingCalls();
  // Sorted, so the same items in another order are the same entry.
  const codes = [...new Set(gtin13s)].sort();
  const { data, error, mutate } = useServiceSWR<ReadonlyMap<string, Product>>(
    codes.length > 0 ? ['scheduling/replacement-products', codes.join(',')] : null,
    async () => new Map((await getProducts(client, codes)).map((product) => [product.gtin13, product])),
    keepRows,
  );
  const status = codes.length === 0 || data ? 'loaded' : error ? 'error' : 'loading';
  return { status, products: data ?? none, retry: () => void mutate() };
}
