import type { CheckoutAddress } from '@aisle/contracts/checkout';
import { listAddresses } from '../addresses/addressBook';
import type { AddressRow } from '../addresses/addressRow';
import type { Queryable } from '../db/Database';

/** The shopper's own address: their home address, else the first they saved; none with an empty book. */
export async function findShopperAddress(db: Queryable, shopperId: string): Promise<AddressRow | undefined> {
  const addresses = await listAddresses(db, shopperId);
  return addresses.find((each) => each.type === 'home') ?? addresses[0];
}

export const toCheckoutAddress = (address: AddressRow): CheckoutAddress => ({
  addressLine1: [address.line1, address.line2].filter(Boolean).join(', '),
  city: address.city,
  state: address.state,
  zipCode: address.postal_code,
});
