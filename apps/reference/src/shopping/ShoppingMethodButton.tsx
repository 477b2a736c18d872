import { lazy, Suspense, useState } from 'react';
import { format } from '@aisle/ui';
import { storefrontMessages as messages } from '../messages';
import { useActiveModality } from './activeModality';
import type { ActiveModality } from '@aisle/contracts/scheduling';

const loadModal = () => import('./ShoppingMethodModal');
const ShoppingMethodModal = lazy(async () => ({ default: (await loadModal()).ShoppingMethodModal }));

const modalityNames = {
  PICKUP: messages.modalityPickup,
  DELIVERY: messages.modalityDelivery,
  IN_STORE: messages.modalityInStore,
  SHIP: messages.modalityShip,
} as const;

/** 'Pickup · 1014 Vine St': the way of shopping and its street (the last address line is the street). */
export function shoppingMethodText(modality: ActiveModality | null): string {
  if (!modality) return messages.shoppingMethodChoose;
  const street = modality.destination.address?.addressLines.at(-1);
  const name = modalityNames[modality.modalityType];
  return street ? format(messages.shoppingMethodAt, { modality: name, street }) : name;
}

/**
 * The header's way of shopping: what the shopper chose, and the button that opens the selector.
 * The selector's code is fetched when the pointer or focus comes near, so the click rarely waits.
 */
export function ShoppingMethodButton({ className }: { className: string }) {
  const modality = useActiveModality();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays its animation and keeps the screen's state.
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadModal();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={format(messages.shoppingMethodLabel, { current: shoppingMethodText(modality) })}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {shoppingMethodText(modality)}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ShoppingMethodModal open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
