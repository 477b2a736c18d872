'use client';

import type { Modality } from '@aisle/contracts';
import { useCallback, useState } from 'react';
import type { StoreSearchQuery } from '../storeSearch/useModalityOptions';
import type { SelectorScreen } from './selectorScreens';

export interface SelectorState {
  screen: SelectorScreen;
  /** The way of shopping being chosen on the current screen. */
  modality: Modality | undefined;
  postalCode: string;
  query: StoreSearchQuery | null;
  canGoBack: boolean;
}

interface Step {
  screen: SelectorScreen;
  modality: Modality | undefined;
}

/**
 * The selector's history of screens. Back returns to the prior screen and clears the postal code
 * and the search made with it (§2). It starts from `startPostalCode` (the current way of
 * shopping's), searched already: the first store screen lists the stores near it.
 */
export function useSelectorState(start: Step, startPostalCode?: string) {
  const [steps, setSteps] = useState<Step[]>([start]);
  const [postalCode, setPostalCode] = useState(startPostalCode ?? '');
  const [query, setQuery] = useState<StoreSearchQuery | null>(startPostalCode ? { postalCode: startPostalCode } : null);
  const current = steps.at(-1) ?? start;
  const open = useCallback((screen: SelectorScreen, modality?: Modality) => {
    setSteps((previous) => [...previous, { screen, modality }]);
  }, []);
  /** Opens a screen in the current one's place: Back then skips it (a form already submitted). */
  const replace = useCallback((screen: SelectorScreen, modality?: Modality) => {
    setSteps((previous) => [...previous.slice(0, -1), { screen, modality }]);
  }, []);
  const back = useCallback(() => {
    setSteps((previous) => (previous.length > 1 ? previous.slice(0, -1) : previous));
    setPostalCode('');
    setQuery(null);
  }, []);
  const state: SelectorState = { ...current, postalCode, query, canGoBack: steps.length > 1 };
  return { state, open, replace, back, setPostalCode, setQuery };
}
