// Preferred store and store search (account spec §7: "Payload shapes: not shown"; these are the reference API's).
import type { ServiceClient } from '@aisle/core';
import {
  storePaths,
  storeSearchRadiusMiles,
  type PreferredStoreRequest,
  type PreferredStoreResponse,
  type Store,
  type StoreLocatorResponse,
} from '@aisle/contracts/account';

export async function getPreferredStore(client: ServiceClient): Promise<Store | null> {
  const body = await client.get<PreferredStoreResponse>(storePaths.preferredStore);
  return body.data.preferredStore;
}

export async function setPreferredStore(client: ServiceClient, locationId: string): Promise<void> {
  const body: PreferredStoreRequest = { locationId };
  await client.put(storePaths.preferredStore, body);
}

export async function findStores(client: ServiceClient, postalCode: string): Promise<Store[]> {
  const body = await client.get<StoreLocatorResponse>(storePaths.storeLocator, {
    query: { postalCode, radiusInMiles: storeSearchRadiusMiles },
  });
  return body.data.stores;
}
