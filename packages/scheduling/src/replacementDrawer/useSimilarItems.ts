'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { loadOnce, useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';

export interface SimilarItemsState {
  /** 'idle': not looked up yet, and not asked to. */
  status: 'idle' | 'loading' | 'error' | 'loaded';
  /** Most alike first; undefined until loaded. */
  products: Product[] | undefined;
  retry(): void;
}

// Looked up once a visit (`loadOnce`): the list a shopper paged through stays as it was when they
// come back. The same entry, only read: the unavailable items list says 'No replacements found' for an item
// once its lookup came back empty, without looking every item up when the drawer opens.
const readOnly = { ...loadOnce, revalidateOnMount: false } as const;

export const similarItemsKey = (upc: string) => ['scheduling/similar-items', upc] as const;

/**
 * The items like `upc` (§7 "Similar-item lookup", then "Products by UPCs"), as products. One entry
 * for both calls: 'Try Again' repeats whichever failed. With `lookUp: false` it only reads what an
 * earlier lookup found.
 */
export function useSimilarItems(upc: string, { lookUp = true }: { lookUp?: boolean } = {}): SimilarItemsState {
  const client = useServiceClient();
  const { getSimilarItems, getProducts } = useSchedulingCalls();
  const { data, error, isLoading, mutate } = useServiceSWR<Product[]>(
    similarItemsKey(upc),
    async () => {
      const gtin13s = await getSimilarItems(client, upc);
      if (gtin13s.length === 0) return [];
      // The catalogue answers in the order asked: most alike first, as the lookup ranked them.
      return getProducts(client, gtin13s);
    },
    lookUp ? loadOnce : readOnly,
  );
  const status = error ? 'error' : data ? 'loaded' : isLoading || lookUp ? 'loading' : 'idle';
  return { status, products: error ? undefined : data, retry: () => void mutate() };
}
