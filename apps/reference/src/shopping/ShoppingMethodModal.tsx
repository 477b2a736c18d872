import { ModalitySelectorModal, type ActiveModality } from '@aisle/scheduling';
import { useSession } from '../session/useSession';
import { keepPromise, useHeldPromise } from './promiseStore';
import { activeModalityStore } from './activeModality';
import { useActiveModality } from './activeModality';
import { useCartLines } from './cart';

const sameDestination = (a: ActiveModality | null, b: ActiveModality) =>
  a?.modalityType === b.modalityType &&
  a.destination.locationId === b.destination.locationId &&
  JSON.stringify(a.destination.address) === JSON.stringify(b.destination.address);

export interface ShoppingMethodModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** From the cart the tabs are skipped (§2). */
  openedFrom?: 'cart';
}

/**
 * The shopping-method selector of the header, fetched on first use (it is as big as a page). The
 * V2 tabs, since the header opens it from anywhere. A new way of shopping or a new destination lets
 * the held time go: it was held at another store, or for another address.
 */
export function ShoppingMethodModal({ open, onOpenChange, openedFrom }: ShoppingMethodModalProps) {
  const activeModality = useActiveModality();
  const lines = useCartLines();
  const signedIn = useSession() !== null;
  const reservation = useHeldPromise();
  return (
    <ModalitySelectorModal
      open={open}
      onOpenChange={onOpenChange}
      version="V2"
      {...(openedFrom && { openedFrom })}
      signedIn={signedIn}
      activeModality={activeModality}
      items={lines}
      reservation={reservation}
      onModalityChange={(next) => {
        if (!sameDestination(activeModality, next)) keepPromise(null);
        activeModalityStore.write(next);
      }}
      onReserved={({ modality, promise }) => {
        activeModalityStore.write(modality);
        keepPromise(promise);
      }}
    />
  );
}
