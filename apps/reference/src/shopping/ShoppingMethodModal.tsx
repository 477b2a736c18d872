import { ModalitySelectorModal } from '@aisle/scheduling';
import { useSession } from '../session/useSession';
import { keepPromise, useHeldPromise } from './promiseStore';
import { activeModalityStore, useActiveModality } from './activeModality';
import { chooseModality } from './chooseModality';
import { useCartLines } from './cart';
import { useRefreshBasket } from './useCartProducts';

export interface ShoppingMethodModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** From the cart the tabs are skipped (§2). */
  openedFrom?: 'cart';
}

/**
 * The shopping-method selector of the header, fetched on first use (it is as big as a page). The
 * V2 tabs, since the header opens it from anywhere.
 */
export function ShoppingMethodModal({ open, onOpenChange, openedFrom }: ShoppingMethodModalProps) {
  const activeModality = useActiveModality();
  const lines = useCartLines();
  const signedIn = useSession() !== null;
  const reservation = useHeldPromise();
  const refreshBasket = useRefreshBasket();
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
      refreshBasket={refreshBasket}
      onModalityChange={(next) => chooseModality(activeModality, next)}
      onReserved={({ modality, promise }) => {
        activeModalityStore.write(modality);
        keepPromise(promise);
      }}
    />
  );
}
