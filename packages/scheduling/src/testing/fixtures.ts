// Stores and ways to shop for stories and tests: Cincinnati, where the reference API's demo
// shoppers live, and a cross-banner store to link away to.
import { toServiceAddress, type Address } from '@aisle/contracts';
import type { ActiveModality, ModalityOption, StoreDetail } from '@aisle/contracts/scheduling';

type StoreRow = [locationId: string, banner: string, vanityName: string, street: string, zip: string, distance: number];

function store(
  [locationId, banner, vanityName, street, postalCode, distance]: StoreRow,
  extra: Partial<StoreDetail> = {},
): StoreDetail {
  return {
    locationId,
    divisionNumber: locationId.slice(0, 3),
    storeNumber: locationId.slice(3),
    vanityName,
    banner,
    address: { addressLines: [street], cityTown: 'Cincinnati', stateProvince: 'OH', postalCode, countryCode: 'US' },
    distance,
    isOpen: true,
    openText: 'Open until 12:00 AM',
    ...extra,
  };
}

/** Kroger stores around 45202: the one the shopper shops now, the nearest. */
export const overTheRhine = store(['01400352', 'kroger', 'Kroger Over-the-Rhine', '1420 Vine St', '45202', 0.63], {
  currentlyShopping: true,
});
export const corryville = store(['01400378', 'kroger', 'Kroger Corryville', '100 E Corry St', '45219', 1.47]);
/** Closed for the night. */
export const oakley = store(['01400420', 'kroger', 'Kroger Oakley', '4613 Marburg Ave', '45209', 5.31], {
  isOpen: false,
  openText: 'Opens at 6:00 AM',
});
export const westernHills = store(['01400436', 'kroger', 'Kroger Western Hills', '5830 Harrison Ave', '45248', 7.86]);

/** The four, nearest first. */
export const demoStores: readonly StoreDetail[] = [overTheRhine, corryville, oakley, westernHills];

/** A store of another banner near 45202: shopped on that banner's site. */
export const crossBannerStore: StoreDetail = store(
  ['70500999', 'food4less', 'Food 4 Less Queensgate', '950 Linn St', '45203', 1.12],
  {
    externalNavigation: { webUrl: 'https://www.food4less.com/', linkText: 'Shop at Food 4 Less' },
  },
);

/** The option a store offers for a way of shopping, as the service lists it. */
export function storeOption(
  modalityType: ModalityOption['modalityType'],
  detail: StoreDetail,
  banner = 'kroger',
): ModalityOption {
  return {
    id: `${modalityType}-${detail.locationId}`,
    modalityType,
    destination: { locationId: detail.locationId, ...(detail.address && { address: detail.address }) },
    isCrossBanner: detail.banner !== banner,
    ...(detail.distance !== undefined && { distance: detail.distance }),
    createdDate: '2026-11-26T15:00:00.000Z',
    source: 'Options',
    fulfillment: [{ kind: 'store', locationId: detail.locationId }],
  };
}

/** The shopper's saved addresses: the mailing address and two delivery addresses, one out of reach. */
export const homeAddress: Address = {
  id: 'addr-home',
  street: '1014 Vine St',
  unit: 'Apt 5C',
  locality: 'Cincinnati',
  county: 'Hamilton',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type: 'home',
  lastModified: '2026-10-01T12:00:00.000Z',
};
export const officeAddress: Address = {
  id: 'addr-office',
  street: '312 Walnut St',
  locality: 'Cincinnati',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type: 'delivery',
  lastModified: '2026-11-10T12:00:00.000Z',
};
/** Nashville: no store of the banner delivers there in these handlers. */
export const faraway: Address = {
  id: 'addr-faraway',
  street: '2201 21st Ave S',
  locality: 'Nashville',
  region: 'TN',
  postalCode: '37212',
  countryCode: 'US',
  type: 'delivery',
  lastModified: '2026-11-20T12:00:00.000Z',
};
export const demoAddresses: readonly Address[] = [officeAddress, homeAddress, faraway];
/** Two more Cincinnati addresses, changed before the others: a book past the picker's first three. */
export const olderAddresses: readonly Address[] = [
  {
    id: 'addr-parents',
    street: '3420 Edwards Rd',
    locality: 'Cincinnati',
    region: 'OH',
    postalCode: '45208',
    countryCode: 'US',
    type: 'delivery',
    lastModified: '2026-09-01T12:00:00.000Z',
  },
  {
    id: 'addr-studio',
    street: '1201 Elm St',
    locality: 'Cincinnati',
    region: 'OH',
    postalCode: '45202',
    countryCode: 'US',
    type: 'delivery',
    lastModified: '2026-08-01T12:00:00.000Z',
  },
];

/** Delivery to a saved address from Over-the-Rhine, as a host keeps it once the shopper chose it. */
export function deliveryTo(address: Address): ActiveModality {
  return {
    id: `DELIVERY-${overTheRhine.locationId}`,
    modalityType: 'DELIVERY',
    destination: { locationId: overTheRhine.locationId, address: toServiceAddress(address) },
    createdDate: '2026-11-26T15:00:00.000Z',
    source: 'Options',
  };
}

/** What a shopper might type for an address the validation service knows better. */
export const typedAddress: Address = {
  street: '1400 vine street',
  locality: 'cincinati',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type: 'delivery',
};
/** The validation service's suggestion for `typedAddress`. */
export const suggestedAddress: Address = {
  street: '1400 Vine St',
  locality: 'Cincinnati',
  county: 'Hamilton',
  region: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  type: 'delivery',
};

/** An address the validation service answers corrected, with the address it suggests instead. */
export interface AddressCorrection {
  /** What the shopper typed (compared without regard to case). */
  typed: Address;
  /** What the service answers instead. */
  suggested: Address;
}
/** `typedAddress` corrected to `suggestedAddress`: the handlers' correction by default. */
export const vineStreetCorrection: AddressCorrection = { typed: typedAddress, suggested: suggestedAddress };

/** A street no map knows: the validation service answers it not validated, as the reference API does. */
export const unverifiableStreet = '1 Nowhere Ln';
