'use client';

import type { Address, Modality } from '@aisle/contracts';
import type { ActiveModality, ModalityOption, PromiseV4, QuoteItem } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import { Button, Spinner } from '@aisle/ui';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useSchedulingWords } from '../words';
import { selectorMessages } from './selectorMessages';
import type { StoreChoice } from '../storeSearch/storeRules';
import { StoreSearch } from '../storeSearch/StoreSearch';
import { useLocationSearch } from '../storeSearch/useLocationSearch';
import { ModalityAddressBook } from '../modalityAddressBook/ModalityAddressBook';
import { ModalityAddressBookV2 } from '../modalityAddressBookV2/ModalityAddressBookV2';
import { LazyModalityAddressForm, loadAddressForm } from '../modalityAddressForm/lazyAddressForm';
import { SignedOutPanel } from '../signedOut/SignedOutPanel';
import { UpfrontSlots } from '../upfrontSlots/UpfrontSlots';
import type { UpfrontReservation } from '../upfrontSlots/useReserve';
import { ModalityMenu } from './ModalityMenu';
import { modalityNames } from './modalityNames';
import * as styles from './ModalitySelector.css';
import {
  activeModalityOf,
  isAddressModality,
  isStoreModality,
  screenFor,
  type AddressBookVersion,
  type AddressModality,
  type SelectorOrigin,
  type SelectorScreen,
  type SelectorVersion,
} from './selectorScreens';
import { modalityPostalCode } from './modalityPostalCode';
import { useSelectorState } from './useSelectorState';
import { useViewTimeslots } from './useViewTimeslots';

export interface ModalitySelectorProps {
  /** V1 lists the ways to shop, V2 puts them on tabs (§2). V1 by default. */
  version?: SelectorVersion;
  /**
   * The address book delivery and ship open, signed in: 'V1' (the default) is ADDRESS_BOOK, the
   * saved addresses as one list with the form on a screen of its own; 'V2' is ADDRESS_BOOK_V2,
   * 'Current Address' and 'Other Addresses' with the form, its confirm step and deleting a saved
   * address in the same screen (§2 "Address book v2").
   */
  addressBookVersion?: AddressBookVersion;
  /** From cart or checkout the tabs are skipped and only the current way of shopping shows (§2). */
  openedFrom?: SelectorOrigin;
  /** How the shopper shops now, if they have chosen. */
  activeModality?: ActiveModality | null;
  /**
   * The shopper chose: set it as the active modality. A rejection shows the spec's
   * technical-difficulties message and keeps the selector open.
   */
  onModalityChange(modality: ActiveModality): void | Promise<void>;
  /**
   * The host's basket, asked for again once an address is set for delivery or ship (§4 "Selecting
   * an address": its items and prices may differ there). Awaited; a rejection shows the
   * technical-difficulties message.
   */
  refreshBasket?: () => void | Promise<void>;
  /**
   * The host's flash sales, asked for again once the way of shopping is set: after an address is
   * set (§4 "Address submit", "Selecting an address"), and after a store is chosen only if it is
   * another store (§4 "Selecting a store"). Awaited, after `refreshBasket`.
   */
  refetchFlashSales?: () => void | Promise<void>;
  /** The choice is made: close the modal, or leave the page. */
  onDone?: () => void;
  /** Signed in, the shopper's location consent is saved to their preferences (§6). */
  signedIn?: boolean;
  /**
   * The cart's lines: with them and `onReserved`, choosing an address the banner delivers to from
   * a fulfilment centre goes on to its delivery times (VIEW_TIMESLOTS, §4 "Selecting an address").
   */
  items?: readonly QuoteItem[];
  /** A reservation held now: the times screen reads 'Edit Reservation'. */
  reservation?: PromiseV4 | null;
  /** A delivery time was reserved: keep the promise (`toStoredPromise`); the active modality comes with it. */
  onReserved?: (reservation: UpfrontReservation) => void | Promise<void>;
}

interface SelectorBodyProps extends ModalitySelectorProps {
  /** The heading element: `h1` on a page, the dialog's title in a modal. */
  Title: ComponentType<{ children: ReactNode; className?: string }>;
  /** In a modal the address form is the spec's modal variant (§2 "Address form (steps)"). */
  variant?: 'page' | 'modal';
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
  addressBookVersion = 'V1',
  openedFrom = 'storefront',
  activeModality,
  onModalityChange,
  onDone,
  signedIn = false,
  items,
  reservation,
  onReserved,
  refreshBasket,
  refetchFlashSales,
  Title,
  variant = 'page',
}: SelectorBodyProps) {
  const messages = useSchedulingWords(selectorMessages);
  const { now } = useStorefront();
  const fromBasket = openedFrom !== 'storefront';
  // From cart or checkout only the current way of shopping shows, its store list at once.
  const startModality = fromBasket && activeModality ? activeModality.modalityType : undefined;
  const start: { screen: SelectorScreen; modality: Modality | undefined } = startModality
    ? { screen: screenFor(startModality, signedIn, addressBookVersion), modality: startModality }
    : { screen: 'MODALITY_SELECTION_MENU', modality: undefined };
  // Changing store starts near the current one (or the delivery address): its stores are listed at once.
  const { state, open, replace, back, setPostalCode, setQuery } = useSelectorState(
    start,
    modalityPostalCode(activeModality),
  );
  const location = useLocationSearch({ signedIn, onLocated: (point) => setQuery({ location: point }) });
  const [selecting, setSelecting] = useState<string>();
  const [failed, setFailed] = useState(false);

  const [timeslotsFor, setTimeslotsFor] = useState<ModalityOption>();
  // The saved address the form edits (none to add one), and the V2 tab to come back to.
  const [editing, setEditing] = useState<Address>();
  const [openTab, setOpenTab] = useState<Modality>();
  // On the address book the form is one click away: fetch it now, so the click does not wait.
  useEffect(() => {
    if (signedIn && (state.screen === 'ADDRESS_BOOK' || state.screen === 'ADDRESS_BOOK_V2')) void loadAddressForm();
  }, [signedIn, state.screen]);
  const openAddressForm = (modality: AddressModality, address?: Address) => {
    setEditing(address);
    if (state.screen === 'MODALITY_SELECTION_MENU') setOpenTab(modality);
    open('ADD_ADDRESS', modality);
  };
  // An address is checked before it comes here; a rejection is shown by the address book.
  // The times need the cart's lines, and somewhere to keep what is reserved.
  const canShowTimeslots = Boolean(items && onReserved);
  const chooseAddressOption = async (option: ModalityOption) => {
    await onModalityChange(activeModalityOf(option, now()));
    // §4: the basket, then the flash sales, before going on.
    await refreshBasket?.();
    await refetchFlashSales?.();
    const fromCentre = option.fulfillment.some(({ kind }) => kind === 'fulfillmentCentre');
    if (option.modalityType === 'DELIVERY' && fromCentre && canShowTimeslots) {
      setTimeslotsFor(option);
      // Back from the times leads to the address book, not to the form already saved.
      if (state.screen === 'ADD_ADDRESS') replace('VIEW_TIMESLOTS', 'DELIVERY');
      else open('VIEW_TIMESLOTS', 'DELIVERY');
      return;
    }
    onDone?.();
  };
  const timeslots = useViewTimeslots({
    signedIn,
    activeModality,
    onAddressBook: () => open(screenFor('DELIVERY', signedIn, addressBookVersion), 'DELIVERY'),
    onTimeslots: (option) => {
      setTimeslotsFor(option);
      open('VIEW_TIMESLOTS', 'DELIVERY');
    },
    onFailed: () => setFailed(true),
  });
  const timeslotsStore = timeslotsFor?.fulfillment[0]?.locationId ?? timeslotsFor?.destination.locationId;

  const select = async ({ option }: StoreChoice) => {
    setSelecting(option.id);
    setFailed(false);
    try {
      await onModalityChange(activeModalityOf(option, now()));
      const storeChanged = activeModality?.destination.locationId !== option.destination.locationId;
      if (storeChanged) await refetchFlashSales?.();
      onDone?.();
    } catch {
      setFailed(true);
    } finally {
      setSelecting(undefined);
    }
  };

  const title = fromBasket || activeModality ? messages.changeStoreTitle : messages.selectorTitle;
  const addressScreen = (modality: AddressModality, screen: SelectorScreen, headingLevel: 2 | 3) =>
    screen === 'SIGN_IN' ? (
      <SignedOutPanel headingLevel={headingLevel} />
    ) : screen === 'ADDRESS_BOOK_V2' ? (
      <ModalityAddressBookV2
        modality={modality}
        modalityName={messages[modalityNames[modality]]}
        signedIn={signedIn}
        activeModality={activeModality ?? null}
        onChosen={chooseAddressOption}
        headingLevel={headingLevel}
      />
    ) : (
      <ModalityAddressBook
        modality={modality}
        modalityName={messages[modalityNames[modality]]}
        signedIn={signedIn}
        onChosen={chooseAddressOption}
        onAddAddress={() => openAddressForm(modality)}
        onEditAddress={(address) => openAddressForm(modality, address)}
        headingLevel={headingLevel}
      />
    );
  const storeSearch = (modality: 'PICKUP' | 'IN_STORE') => (
    <StoreSearch
      modality={modality}
      postalCode={state.postalCode}
      onPostalCodeChange={setPostalCode}
      query={state.query}
      onSearch={setQuery}
      onUseLocation={location.searchByLocation}
      locationMessage={location.message}
      onSelect={(choice) => void select(choice)}
      selecting={selecting}
      onViewTimeslots={
        canShowTimeslots
          ? (postalCode) => {
              setFailed(false);
              void timeslots.view(postalCode);
            }
          : undefined
      }
      viewingTimeslots={timeslots.busy}
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
          openTab={openTab}
          onChoose={(modality) => open(screenFor(modality, signedIn, addressBookVersion), modality)}
          renderTab={(modality) =>
            isStoreModality(modality)
              ? storeSearch(modality)
              : addressScreen(modality, screenFor(modality, signedIn, addressBookVersion), 2)
          }
        />
      )}
      {state.screen === 'STORE_SELECTION_MENU' &&
        state.modality &&
        isStoreModality(state.modality) &&
        storeSearch(state.modality)}
      {(state.screen === 'ADDRESS_BOOK' || state.screen === 'ADDRESS_BOOK_V2' || state.screen === 'SIGN_IN') &&
        state.modality &&
        isAddressModality(state.modality) &&
        addressScreen(state.modality, state.screen, 2)}
      {state.screen === 'ADD_ADDRESS' && state.modality && isAddressModality(state.modality) && (
        <Suspense fallback={<Spinner delay={200} label={messages.loadingAddressForm} />}>
          <LazyModalityAddressForm
            modality={state.modality}
            modalityName={messages[modalityNames[state.modality]]}
            address={editing}
            variant={variant}
            onChosen={chooseAddressOption}
            onCancel={back}
          />
        </Suspense>
      )}
      {state.screen === 'VIEW_TIMESLOTS' && timeslotsFor && timeslotsStore && items && onReserved && (
        <UpfrontSlots
          locationId={timeslotsStore}
          address={timeslotsFor.destination.address}
          onChangeAddress={back}
          items={items}
          reservation={reservation}
          openedFrom={openedFrom}
          onReserved={async (reserved) => {
            await onReserved(reserved);
            onDone?.();
          }}
        />
      )}
      {location.consentModal}
    </div>
  );
}
