'use client';

import type { Product, QuoteItem } from '@aisle/contracts/scheduling';
import { useServiceClient, useServiceSWR } from '@aisle/core';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';

export interface AgeRequirement {
  /** The basket's products, for the item strip; empty until loaded. */
  products: readonly Product[];
  status: 'loading' | 'error' | 'loaded';
  /** The age the basket asks the shopper to confirm, or null when nothing in it is age-restricted. */
  requiredAge: number | null;
}

/** Checklist ambiguity 23: the alcohol flag marks an age-restricted product; a product's own age can raise the bar. */
export function requiredAgeOf(products: readonly Product[], minimumAge: number): number | null {
  const restricted = products.filter((product) => product.alcohol || product.minimumAge !== undefined);
  if (restricted.length === 0) return null;
  return Math.max(minimumAge, ...restricted.map((product) => product.minimumAge ?? minimumAge));
}

const onceLoaded = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** §4 "The products fetch runs once the basket has loaded": the page mounts this only then. */
export function useAgeRequirement(items: readonly QuoteItem[], minimumAge: number): AgeRequirement {
  const client = useServiceClient();
  const { getProducts } = useSchedulingCalls();
  const gtin13s = [...new Set(items.map((item) => item.gtin13))].sort();
  const { data, error, isLoading } = useServiceSWR<Product[]>(
    gtin13s.length > 0 ? ['scheduling/products', gtin13s] : null,
    () => getProducts(client, gtin13s),
    onceLoaded,
  );
  if (gtin13s.length === 0) return { products: [], status: 'loaded', requiredAge: null };
  if (data) return { products: data, status: 'loaded', requiredAge: requiredAgeOf(data, minimumAge) };
  return { products: [], status: error !== undefined && !isLoading ? 'error' : 'loading', requiredAge: null };
}
