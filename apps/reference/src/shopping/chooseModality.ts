import type { ActiveModality } from '@aisle/contracts/scheduling';
import { activeModalityStore } from './activeModality';
import { keepPromise } from './promiseStore';

const sameDestination = (a: ActiveModality | null, b: ActiveModality) =>
  a?.modalityType === b.modalityType &&
  a.destination.locationId === b.destination.locationId &&
  JSON.stringify(a.destination.address) === JSON.stringify(b.destination.address);

/**
 * The selector's `onModalityChange`, from the header or the scheduling step's 'Change Store': a new
 * way of shopping or a new destination lets the held time go (it was held at another store, or for
 * another address).
 */
export function chooseModality(current: ActiveModality | null, next: ActiveModality): void {
  if (!sameDestination(current, next)) keepPromise(null);
  activeModalityStore.write(next);
}
