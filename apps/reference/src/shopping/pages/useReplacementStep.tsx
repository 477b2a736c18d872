import {
  ReplacementDrawer,
  type ExcludedItem,
  type ReplacementSelection,
  type ReplacementStep,
} from '@aisle/scheduling';
import { useMemo, useState, type ReactNode } from 'react';
import type { CartLine } from '../cart';

export interface ReplacementHost {
  step: ReplacementStep;
  drawer: ReactNode;
}

/**
 * The scheduling page's replacement step: the drawer on the items the chosen time cannot fulfil,
 * until the shopper has dealt with them. The choices are kept for this visit of the page: the
 * checkout (a package still to come) is what applies them to the order.
 */
export function useReplacementStep(cartLines: readonly CartLine[]): ReplacementHost {
  const [excluded, setExcluded] = useState<readonly ExcludedItem[] | null>(null);
  const [handled, setHandled] = useState(false);
  // Any choice in the drawer counts: the next Reserve goes on without it (§4).
  const [interacted, setInteracted] = useState(false);
  const [selections, setSelections] = useState<readonly ReplacementSelection[]>([]);
  const step = useMemo<ReplacementStep>(
    () => ({ handled, interacted, open: (items) => setExcluded(items) }),
    [handled, interacted],
  );
  const drawer = (
    <ReplacementDrawer
      open={excluded !== null}
      onOpenChange={(open) => {
        if (!open) setExcluded(null);
      }}
      excludedItems={excluded ?? []}
      cartLines={cartLines}
      selections={selections}
      onSelectionsChange={setSelections}
      onInteraction={() => setInteracted(true)}
      onContinue={() => {
        setHandled(true);
        setExcluded(null);
      }}
    />
  );
  return { step, drawer };
}
