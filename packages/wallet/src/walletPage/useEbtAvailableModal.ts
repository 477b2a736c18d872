'use client';

import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * Where the wallet page remembers that the shopper dismissed 'Online EBT Is Now Available' (§2:
 * it "shows only when no EBT card exists and the modal has not been dismissed before"), in
 * `localStorage`, per browser; the value is '1'.
 */
export const ebtAvailableDismissedKey = 'aisle.wallet.ebtAvailableModal.dismissed';

// Storage can be missing or refuse (private modes, blocked cookies): the modal then shows each visit.
function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(ebtAvailableDismissedKey) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(): void {
  try {
    window.localStorage.setItem(ebtAvailableDismissedKey, '1');
  } catch {
    // Nothing to do: it shows again next visit.
  }
}

// A dismissal in another tab counts here too.
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ebtAvailableDismissedKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

// The server, and the first render while hydrating, count it as dismissed: nothing to hydrate,
// and storage is read only in the browser, after hydration.
const dismissedOnServer = () => true;

/**
 * Whether the EBT modal is open, and its dismissal. `eligible`: the cards have loaded, SNAP cards
 * are shown and none is saved.
 */
export function useEbtAvailableModal(eligible: boolean): { open: boolean; dismiss(): void } {
  const remembered = useSyncExternalStore(subscribe, readDismissed, dismissedOnServer);
  // Closed on this page even when storage refused the write.
  const [closed, setClosed] = useState(false);
  const dismiss = useCallback(() => {
    writeDismissed();
    setClosed(true);
  }, []);
  return { open: eligible && !remembered && !closed, dismiss };
}
