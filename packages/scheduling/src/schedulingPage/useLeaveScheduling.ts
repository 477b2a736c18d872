'use client';

import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { isModalityOptionsKey } from '../storeSearch/useModalityOptions';

/**
 * Leaving scheduling (§4): what the page fetched for this visit is dropped, and the host is told
 * so it can clear what it keeps for the visit. The modality options the 'Change Store' modal found
 * are the package's, so it drops them here; the create-checkout state and the submission's live in
 * the page and go with it. The override of a valid promise (`requestedNewTime`), the newly created
 * reservation, the promise held in memory and the flash sales are the host's: `onLeave`.
 */
export function useLeaveScheduling(onLeave: (() => void) | undefined): void {
  const { mutate } = useSWRConfig();
  // The latest callback, read on the way out rather than the first render's.
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  });
  useEffect(
    () => () => {
      // Nothing is fetched (no revalidation), so this fails only when the storefront's cache went
      // with the page (the whole app unmounting): then there is nothing left to drop.
      mutate(isModalityOptionsKey, undefined, { revalidate: false }).catch(() => undefined);
      latest.current?.();
    },
    [mutate],
  );
}
