import { getBannerBehaviour, isBannerId, type Modality } from '@aisle/contracts';
import type { ModalityOption, StoreDetail } from '@aisle/contracts/scheduling';
import { roundDistance } from '@aisle/core/format';
import type { ModalityOptions } from '../api';

/** A store on offer for a way of shopping: the option to choose, and the store's card. */
export interface StoreChoice {
  option: ModalityOption;
  store: StoreDetail;
}

/**
 * The stores offered for `modality`, nearest first (§9: distances in miles rounded to 2
 * decimals, lists sorted ascending). An option whose store the answer does not describe is left
 * out: there would be nothing to show on its card.
 */
export function storeChoices(options: ModalityOptions, modality: Modality): StoreChoice[] {
  const stores = new Map(options.storeDetails.map((store) => [store.locationId, store]));
  const choices = (options[modality] ?? []).flatMap((option) => {
    const store = option.destination.locationId ? stores.get(option.destination.locationId) : undefined;
    return store
      ? [{ option, store: { ...store, distance: roundDistance(option.distance ?? store.distance) ?? undefined } }]
      : [];
  });
  return choices.sort((a, b) => (a.store.distance ?? Infinity) - (b.store.distance ?? Infinity));
}

/** Where a cross-banner store is shopped: its external link, or its banner's home by default (§2). */
export function crossBannerLink(store: StoreDetail): {
  href: string;
  bannerTitle: string | undefined;
  linkText: string | undefined;
} {
  const banner = store.banner && isBannerId(store.banner) ? getBannerBehaviour(store.banner) : undefined;
  const href = store.externalNavigation?.webUrl ?? (banner ? `https://www.${banner.domain}/` : '');
  return { href, bannerTitle: banner?.title, linkText: store.externalNavigation?.linkText };
}

/**
 * The banner's own delivery in an answer: a delivery option of the banner (not another banner's)
 * that leaves from a fulfilment centre, the kind whose times the selector shows (§4 "Selecting an
 * address", "Viewing timeslots").
 */
export function bannerDeliveryOption(options: Pick<ModalityOptions, 'DELIVERY'>): ModalityOption | undefined {
  return options.DELIVERY?.find(
    (option) => !option.isCrossBanner && option.fulfillment.some(({ kind }) => kind === 'fulfillmentCentre'),
  );
}
