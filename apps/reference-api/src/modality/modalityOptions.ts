import { getBannerBehaviour, type BannerId, type Modality, type ServiceAddress } from '@aisle/contracts';
import type { ModalityOption, ModalityOptionsResponse, StoreDetail } from '@aisle/contracts/scheduling';
import type { LatLng } from '../addressValidation/regionCentroids';
import type { Queryable } from '../db/Database';
import { findStores, maxRadiusMiles } from '../stores/findStores';
import type { StoreDetail as StoreRecord } from '../stores/storeRecord';

// The reference service's rules for what is on offer where (the spec leaves them to the service):
/** Stores to pick up from or shop in: within this many miles. */
export const storeRadiusMiles = 50;
/** Delivery comes from one of the banner's stores within this many miles. */
export const deliveryRadiusMiles = 15;
/** Most stores listed per modality. */
const maxStores = 10;

/** Where the options are asked for: a point, and the address when one was given. */
export interface OptionsOrigin {
  location: LatLng;
  address?: ServiceAddress | undefined;
  countryCode: string;
}

/** A store card's data, with the way to another banner's site for its stores. */
function storeDetail(store: StoreRecord, banner: BannerId): StoreDetail {
  if (store.banner === banner) return store;
  const other = getBannerBehaviour(store.banner as BannerId);
  return {
    ...store,
    externalNavigation: { webUrl: `https://www.${other.domain}/`, linkText: `Shop at ${other.title}` },
  };
}

function storeOption(modalityType: Modality, store: StoreRecord, banner: BannerId, now: Date): ModalityOption {
  return {
    id: `${modalityType}-${store.locationId}`,
    modalityType,
    destination: { locationId: store.locationId, address: store.address },
    isCrossBanner: store.banner !== banner,
    distance: store.distance,
    createdDate: now.toISOString(),
    source: 'Options',
    fulfillment: [{ kind: 'store', locationId: store.locationId }],
  };
}

/**
 * The ways to shop near `origin` for the banner (only the modalities it offers): its stores and
 * other banners' (cross-banner, shopped on their sites) for pickup and in store, nearest first;
 * delivery from its nearest store within `deliveryRadiusMiles`; ship within the US. Undefined when
 * no store at all is within 500 miles: the caller answers NO_STORES_FOUND.
 */
export async function modalityOptions(
  db: Queryable,
  origin: OptionsOrigin,
  banner: BannerId,
  now: Date,
): Promise<ModalityOptionsResponse['data'] | undefined> {
  const everyStore = await findStores(db, { origin: origin.location, radiusInMiles: maxRadiusMiles, limit: 50 }, now);
  if (everyStore.length === 0) return undefined;
  const capabilities = getBannerBehaviour(banner).modalityCapabilities;
  const near = everyStore.filter((store) => store.distance <= storeRadiusMiles).slice(0, maxStores);
  const own = near.filter((store) => store.banner === banner);
  const deliveringStore = own.find((store) => store.distance <= deliveryRadiusMiles);
  const data: ModalityOptionsResponse['data'] = {
    storeDetails: near.map((store) => storeDetail(store, banner)),
    featureToggles: { closeToStore: deliveringStore !== undefined },
  };
  if (capabilities.PICKUP) data.PICKUP = near.map((store) => storeOption('PICKUP', store, banner, now));
  if (capabilities.IN_STORE) data.IN_STORE = near.map((store) => storeOption('IN_STORE', store, banner, now));
  if (capabilities.DELIVERY) {
    // The banner's own delivery leaves from a fulfilment centre, kept at the nearest store: the
    // selector then goes on to its delivery times (scheduling spec §4 "Selecting an address").
    data.DELIVERY = deliveringStore
      ? [
          {
            ...storeOption('DELIVERY', deliveringStore, banner, now),
            destination: { locationId: deliveringStore.locationId, ...(origin.address && { address: origin.address }) },
            fulfillment: [{ kind: 'fulfillmentCentre', locationId: deliveringStore.locationId }],
          },
        ]
      : [];
  }
  if (capabilities.SHIP) {
    // A ship order is packed, priced and taxed by a real store (the spec does not say by which): the
    // banner's nearest, or the nearest of any banner where it has none within reach.
    const packing = everyStore.find((store) => store.banner === banner) ?? everyStore[0];
    data.SHIP =
      origin.countryCode === 'US' && packing
        ? [
            {
              id: `SHIP-${banner}`,
              modalityType: 'SHIP',
              destination: { locationId: packing.locationId, ...(origin.address && { address: origin.address }) },
              isCrossBanner: false,
              createdDate: now.toISOString(),
              source: 'Options',
              fulfillment: [{ kind: 'fulfillmentCentre', locationId: packing.locationId }],
            },
          ]
        : [];
  }
  return data;
}

/** Whether the options for `modality` hold one of the banner's own: what eligibility means here. */
export function offers(data: ModalityOptionsResponse['data'] | undefined, modality: Modality): boolean {
  return (data?.[modality] ?? []).some((option) => !option.isCrossBanner);
}
