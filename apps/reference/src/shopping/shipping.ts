import type { ActiveModality } from '@aisle/contracts/scheduling';

/**
 * What a ship order needs from the way of shopping: the address it goes to and the store that
 * packs it (the modality option's). A ship choice without them, such as one kept from before ship
 * orders named a store, must be made again in the selector.
 */
export function shippingOf(activeModality: ActiveModality | null) {
  if (activeModality?.modalityType !== 'SHIP') return undefined;
  const { address, locationId } = activeModality.destination;
  return address && locationId ? { address, locationId } : undefined;
}
