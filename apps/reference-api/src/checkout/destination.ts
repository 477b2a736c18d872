import { checkoutErrorCodes, type Checkout, type CheckoutDestination } from '@aisle/contracts/checkout';
import { listAddresses } from '../addresses/addressBook';
import type { AddressRow } from '../addresses/addressRow';
import type { Queryable } from '../db/Database';
import { ApiError } from '../errors/apiError';
import type { StoreRow } from '../stores/storeRecord';
import type { DestinationAddress } from './createCheckoutBody';
import { findShopperAddress, toCheckoutAddress } from './shopperAddress';

/**
 * A delivery or a ship order goes where the shopper chose to shop for (the create body's address),
 * or else to their home address; pickup, or a delivery with no address at all, is the store. A ship
 * order with no address is refused: it cannot be shipped to a store. A chosen address that is one of
 * the shopper's saved ones is named and placed on the map as saved. An address without a street (a
 * ZIP code chosen before signing in) says nowhere to go, and is passed over.
 */
export async function destinationOf(
  db: Queryable,
  shopperId: string,
  modality: Checkout['modalityType'],
  store: StoreRow,
  chosen: DestinationAddress | undefined,
): Promise<CheckoutDestination> {
  const addressed = modality !== 'PICKUP';
  if (addressed && chosen) {
    const street = chosen.addressLines.at(-1) ?? '';
    const unit = chosen.addressLines.length > 1 ? chosen.addressLines[0] : undefined;
    const saved = (await listAddresses(db, shopperId)).find(
      (address) =>
        same(address.line1, street) &&
        same(address.line2 ?? '', unit ?? '') &&
        same(address.city, chosen.cityTown) &&
        same(address.postal_code, chosen.postalCode),
    );
    return {
      name: saved ? nameOf(saved) : modality === 'SHIP' ? 'Shipping address' : 'Delivery address',
      addressLine1: [street, unit].filter(Boolean).join(', '),
      city: chosen.cityTown,
      state: chosen.stateProvince.toUpperCase(),
      zipCode: chosen.postalCode,
      latitude: chosen.location?.lat ?? saved?.lat ?? null,
      longitude: chosen.location?.lng ?? saved?.lng ?? null,
    };
  }
  const address = addressed ? await findShopperAddress(db, shopperId) : undefined;
  if (!address && modality === 'SHIP') {
    throw new ApiError(422, checkoutErrorCodes.shipAddressRequired, 'A ship order needs an address to ship to.');
  }
  if (!address) {
    return {
      name: store.vanity_name,
      addressLine1: store.line1,
      city: store.city,
      state: store.state,
      zipCode: store.postal_code,
      latitude: store.lat,
      longitude: store.lng,
    };
  }
  return { name: nameOf(address), ...toCheckoutAddress(address), latitude: address.lat, longitude: address.lng };
}

export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const nameOf = (address: AddressRow) => address.label ?? (address.type === 'home' ? 'Home' : 'Delivery address');
