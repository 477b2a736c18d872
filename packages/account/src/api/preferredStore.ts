// Preferred store and store search (account spec §7: "Payload shapes: not shown"; these are the reference API's).
import type { ServiceClient } from '@aisle/core';
import type { ServiceAddress } from '@aisle/core/address';
import { storePaths } from './paths';

/** A store as the locator answers it (the reference API's store detail); only the location id is relied on. */
export interface Store {
  /** Division then store number, e.g. '01400352'. */
  locationId: string;
  divisionNumber?: string;
  storeNumber?: string;
  vanityName?: string;
  banner?: string;
  address?: ServiceAddress;
  location?: { lat: number; lng: number };
  /** Miles from the searched postal code. */
  distance?: number;
  isOpen?: boolean;
  openText?: string;
}

export interface PreferredStoreResponse {
  data: { preferredStore: Store | null };
}

export interface PreferredStoreRequest {
  locationId: string;
}

export interface StoreLocatorResponse {
  data: { stores: Store[] };
}

/** Stores are searched within 500 miles (account spec §9). */
export const storeSearchRadiusMiles = 500;

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
