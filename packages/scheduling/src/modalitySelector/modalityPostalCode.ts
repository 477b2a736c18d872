import { isValidZipSearch } from '@aisle/contracts';
import type { ActiveModality } from '@aisle/contracts/scheduling';

/**
 * The ZIP code of the way the shopper shops now (§5 "Postal code for the modality"): the
 * destination's for delivery and ship, the store's for pickup (the active modality keeps the
 * store's address as its destination) and, where the spec is silent, in store too. Only a US
 * ZIP a store search takes: the first five digits of a ZIP+4; undefined for anything else.
 */
export function modalityPostalCode(modality: ActiveModality | null | undefined): string | undefined {
  const zip = modality?.destination.address?.postalCode?.trim().slice(0, 5);
  return zip && isValidZipSearch(zip) ? zip : undefined;
}
