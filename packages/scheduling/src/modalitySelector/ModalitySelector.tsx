'use client';

import type { Modality } from '@aisle/contracts';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import { Button } from '@aisle/ui';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useSchedulingMessages } from '../messages';
import type { StoreChoice } from '../storeSearch/storeRules';
import { StoreSearch } from '../storeSearch/StoreSearch';
import { useLocationSearch } from '../storeSearch/useLocationSearch';
import { ModalityMenu } from './ModalityMenu';
import * as styles from './ModalitySelector.css';
import {
  activeModalityOf,
  isStoreModality,
  type SelectorOrigin,
  type SelectorScreen,
  type SelectorVersion,
} from './selectorScreens';
import { useSelectorState } from './useSelectorState';

export interface ModalitySelectorProps {
  /** V1 lists the ways to shop, V2 puts them on tabs (§2). V1 by default. */
  version?: SelectorVersion;
  /** From cart or checkout the tabs are skipped and only the current way of shopping shows (§2). */
  openedFrom?: SelectorOrigin;
  /** How the shopper shops now, if they have chosen. */
  activeModality?: ActiveModality | null;
  /**
   * The shopper chose: set it as the active modality (and refetch the basket and flash sales when
   * the store changed, §4). A rejection shows the spec's technical-difficulties message and keeps
   * the selector open.
   */
  onModalityChange(modality: ActiveModality): void | Promise<void>;
  /** The choice is made: close the modal, or leave the page. */
  onDone?: () => void;
  /** Signed in, the shopper's location consent is saved to their preferences (§6). */
  signedIn?: boolean;
}

interface SelectorBodyProps extends ModalitySelectorProps {
  /** The heading element: `h1` on a page, the dialog's title in a modal. */
  Title: ComponentType<{ children: ReactNode; className?: string }>;
}

const PageTitle = ({ children, className }: { children: ReactNode; className?: string }) => (
  <h1 className={className}>{children}</h1>
);

/** The shopping-method selector as a page (§2 "Modality selector (modal or page)"). */
export function ModalitySelector(props: ModalitySelectorProps) {
  return <SelectorBody {...props} Title={PageTitle} />;
}

/**
 * The selector's screens under one header: 'How are you shopping today?', or 'Change Store' once
 * a way of shopping is chosen or when opened from cart or checkout (ambiguity 8), with Back.
 */
export function SelectorBody({
  version = 'V1',
  openedFrom = 'storefront',
  activeModality,
  onModalityChange,
  onDone,
  signedIn = false,
  Title,
}: SelectorBodyProps) {
  const messages = useSchedulingMessages();
  const { now } = useStorefront();
  const fromBasket = openedFrom !== 'storefront';
  // From cart or checkout only the current way of shopping shows, its store list at once.
  const startModality = fromBasket && activeModality ? activeModality.modalityType : undefined;
  const start: { screen: SelectorScreen; modality: Modality | undefined } =
    startModality && isStoreModality(startModality)
      ? { screen: 'STORE_SELECTION_MENU', modality: startModality }
      : { screen: 'MODALITY_SELECTION_MENU', modality: undefined };
  const { state, open, back, setPostalCode, setQuery } = useSelectorState(start);
  const location = useLocationSearch({ signedIn, onLocated: (point) => setQuery({ location: point }) });
  const [selecting, setSelecting] = useState<string>();
  const [failed, setFailed] = useState(false);

  const select = async ({ option }: StoreChoice) => {
    setSelecting(option.id);
    setFailed(false);
    try {
      await onModalityChange(activeModalityOf(option, now()));
      onDone?.();
    } catch {
      setFailed(true);
    } finally {
      setSelecting(undefined);
    }
  };

  const title = fromBasket || activeModality ? messages.changeStoreTitle : messages.selectorTitle;
  const storeSearch = (modality: 'PICKUP' | 'IN_STORE') => (
    <StoreSearch
      modality={modality}
      postalCode={state.postalCode}
      onPostalCodeChange={setPostalCode}
      query={state.query}
      onSearch={setQuery}
      onUseLocation={location.useLocation}
      locationMessage={location.message}
      onSelect={(choice) => void select(choice)}
      selecting={selecting}
    />
  );

  return (
    <div className={styles.selector}>
      <div className={styles.header}>
        {state.canGoBack && (
          <Button variant="link" className={styles.back} onClick={back}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {messages.backButton}
          </Button>
        )}
        <Title className={styles.title}>{title}</Title>
      </div>
      {failed && (
        <p className={styles.failure} role="alert">
          {messages.setModalityFailed}
        </p>
      )}
      {state.screen === 'MODALITY_SELECTION_MENU' && (
        <ModalityMenu
          version={version}
          activeModality={activeModality ?? null}
          onChoose={(modality) => open(isStoreModality(modality) ? 'STORE_SELECTION_MENU' : 'ADDRESS_BOOK', modality)}
          renderTab={(modality) => (isStoreModality(modality) ? storeSearch(modality) : null)}
        />
      )}
      {state.screen === 'STORE_SELECTION_MENU' &&
        state.modality &&
        isStoreModality(state.modality) &&
        storeSearch(state.modality)}
      {location.consentModal}
    </div>
  );
}
