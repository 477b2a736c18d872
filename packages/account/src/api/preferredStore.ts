// Preferred store and store search (account spec §7: "Payload shapes: not shown"; these are the reference API's).
import { isValidPostalCode } from '@aisle/contracts';
import { isServiceError, type ServiceClient } from '@aisle/core';
import {
  storePaths,
  storeSearchRadiusMiles,
  type PreferredStoreRequest,
  type PreferredStoreResponse,
  type Store,
  type StoreLocatorResponse,
} from '@aisle/contracts/account';

/** The code the locator answers when no store is within the radius; the shopper is told so, not that it failed. */
export const noStoresFoundCode = 'NO_STORES_FOUND';

export async function getPreferredStore(client: ServiceClient): Promise<Store | null> {
  const body = await client.get<PreferredStoreResponse>(storePaths.preferredStore);
  return body.data.preferredStore;
}

/**
 * Makes the store the preferred one. Answers the store as the service now holds it, or null when
 * the service answers without it (the spec shows no answer), so the caller reads it again.
 */
export async function setPreferredStore(client: ServiceClient, locationId: string): Promise<Store | null> {
  const body: PreferredStoreRequest = { locationId };
  const answer = await client.put<Partial<PreferredStoreResponse> | null | undefined>(storePaths.preferredStore, body);
  return answer?.data?.preferredStore ?? null;
}

/** The stores within 500 miles (spec §9), nearest first; none found is an empty list, not a failure. */
export async function findStores(client: ServiceClient, postalCode: string): Promise<Store[]> {
  try {
    const body = await client.get<StoreLocatorResponse>(storePaths.storeLocator, {
      query: { postalCode, radiusInMiles: storeSearchRadiusMiles },
    });
    return body.data.stores;
  } catch (error) {
    if (isServiceError(error) && error.code === noStoresFoundCode) return [];
    throw error;
  }
}

/**
 * The 5-digit ZIP the store search sends for what the shopper typed: a US postal code in the
 * spec's forms (5 digits, or 5+4 with an optional hyphen or slash, §5); undefined for anything
 * else, which the search cannot locate.
 */
export function storeSearchPostalCode(typed: string): string | undefined {
  const code = typed.trim();
  return isValidPostalCode(code, 'US') ? code.slice(0, 5) : undefined;
}
