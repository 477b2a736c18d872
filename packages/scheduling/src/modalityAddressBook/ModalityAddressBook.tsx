'use client';

import type { Address, Modality } from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import { useStorefront } from '@aisle/core';
import {
  Button,
  format,
  Link,
  RadioTile,
  RadioTileAction,
  RadioTileGroup,
  Skeleton,
  Spinner,
  VisuallyHidden,
} from '@aisle/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSchedulingRoutes } from '../hooks/useSchedulingRoutes';
import { useSchedulingWords } from '../words';
import { addressBookMessages } from './addressBookMessages';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import * as styles from './ModalityAddressBook.css';
import { useAddressChoice } from './useAddressChoice';
import { useModalityAddresses } from './useModalityAddresses';

// This screen's words: its parts of the scheduling table.
const words = /* @__PURE__ */ Object.assign({}, addressBookMessages, selectorMessages);

/**
 * The account spec's checkout address picker "shows the first 3 addresses" (§2, §9): the rest wait
 * behind 'Show {count} More Addresses', so a shopper with more still reaches every one.
 */
export const addressesShownFirst = 3;

export interface ModalityAddressBookProps {
  /** Delivery or ship. */
  modality: Extract<Modality, 'DELIVERY' | 'SHIP'>;
  /** The way of shopping's name in the panel's words: 'Delivery'. */
  modalityName: string;
  signedIn: boolean;
  /**
   * The address is eligible: the option to set as the active modality. A rejection shows the
   * spec's technical-difficulties message next to the button.
   */
  onChosen(option: ModalityOption): Promise<void>;
  /**
   * 'Add Address' opens the address form (the selector's ADD_ADDRESS). Without it the panel links to
   * the host's add-address page (`routes.addAddress`).
   */
  onAddAddress?: () => void;
  /**
   * A saved address's 'Edit' opens the address form with it. Without it 'Edit' goes to the host's
   * edit-address page (`routes.editAddress`).
   */
  onEditAddress?: (address: Address) => void;
  /** The heading level of the panel's title under the selector's. */
  headingLevel?: 2 | 3;
}

/**
 * ADDRESS_BOOK (§2 "Modality address book panel"): 'Select Address' and the saved addresses, the
 * mailing one first, the first three of them until the shopper asks for more, each with 'Edit' for
 * a signed-in shopper, 'View All Addresses'; the chosen one is checked for the way of shopping (§4
 * "Selecting an address") before it is used.
 */
export function ModalityAddressBook({
  modality,
  modalityName,
  signedIn,
  onChosen,
  onAddAddress,
  onEditAddress,
  headingLevel = 2,
}: ModalityAddressBookProps) {
  const messages = useSchedulingWords(words);
  const routes = useSchedulingRoutes();
  const { navigation } = useStorefront();
  const { addresses, status, retry } = useModalityAddresses(signedIn);
  const [chosenId, setChosenId] = useState<string>();
  const [showingAll, setShowingAll] = useState(false);
  const {
    busy,
    problem,
    setProblem,
    choose: chooseForModality,
  } = useAddressChoice({ modality, modalityName, onChosen });
  const problemId = useId();
  const tilesId = useId();
  const tileId = useCallback((addressId: string) => `${tilesId}-${addressId}`, [tilesId]);
  const Heading = `h${headingLevel}` as const;
  const hasAddresses = addresses.length > 0;
  const chosen = addresses.find((address) => address.id === chosenId) ?? addresses[0];
  const shown = showingAll ? addresses : addresses.slice(0, addressesShownFirst);
  const hidden = addresses.length - shown.length;
  // Keyboard users carry on from the first address they asked to see, not from the top.
  const firstOfTheRest = addresses[addressesShownFirst]?.id;
  useEffect(() => {
    if (showingAll && firstOfTheRest) document.getElementById(tileId(firstOfTheRest))?.focus();
    // Once, as they show: not again when the list changes under a shopper who has moved on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showingAll]);

  return (
    <section className={styles.panel} aria-busy={status === 'loading'}>
      {/* Whether there are addresses decides the title: until they load, its place is held. */}
      {status === 'loading' ? (
        <Skeleton lines={2} width="60%" />
      ) : (
        <div className={styles.heading}>
          <Heading className={styles.title}>
            {hasAddresses ? messages.selectAddressTitle : messages.addAddressTitle}
          </Heading>
          <p className={styles.subtitle}>
            {format(hasAddresses ? messages.chooseAddressSubtitle : messages.enterAddressSubtitle, {
              modality: modalityName,
            })}
          </p>
        </div>
      )}
      {status === 'loading' && <Spinner delay={200} label={messages.loadingAddresses} />}
      {status === 'error' && (
        <p className={styles.problem} role="alert">
          {messages.addressesLoadFailed}{' '}
          <Button variant="link" onClick={retry}>
            {messages.tryAgainButton}
          </Button>
        </p>
      )}
      {hasAddresses && chosen && (
        <RadioTileGroup
          legend={<VisuallyHidden>{messages.savedAddressesLabel}</VisuallyHidden>}
          value={chosen.id ?? ''}
          onValueChange={(id) => {
            setChosenId(id);
            setProblem(undefined);
          }}
        >
          {shown.map((address) => {
            return (
              <RadioTile
                key={address.id}
                id={tileId(address.id ?? '')}
                value={address.id ?? ''}
                title={[address.street, address.unit].filter(Boolean).join(', ')}
                description={`${address.locality}, ${address.region} ${address.postalCode}${
                  address.type === 'home' ? ` · ${messages.mailingAddressMark}` : ''
                }`}
                // §2: signed-out shoppers see no 'Edit' links.
                actions={
                  signedIn && address.id ? (
                    <RadioTileAction
                      variant="link"
                      onClick={() =>
                        onEditAddress
                          ? onEditAddress(address)
                          : navigation.navigate(routes.editAddress(address.id ?? ''))
                      }
                    >
                      {messages.editAddressLink}
                    </RadioTileAction>
                  ) : undefined
                }
              />
            );
          })}
        </RadioTileGroup>
      )}
      {hidden > 0 && (
        <Button variant="link" className={styles.showMore} onClick={() => setShowingAll(true)}>
          {format(messages.showMoreAddresses, { count: hidden })}
        </Button>
      )}
      <div className={styles.actions}>
        {hasAddresses && chosen && (
          <Button
            onClick={() => void chooseForModality(chosen)}
            busy={busy}
            busyLabel={messages.checkingAddress}
            aria-describedby={problem ? problemId : undefined}
          >
            {messages.useAddressButton}
          </Button>
        )}
        {onAddAddress && status === 'loaded' && (
          <Button variant={hasAddresses ? 'secondary' : 'primary'} onClick={onAddAddress} disabled={busy}>
            {messages.addAddressButton}
          </Button>
        )}
        {/* §2 "Select-address failure shows the error message next to the button". */}
        {problem && (
          <p id={problemId} className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      <p className={styles.links}>
        {hasAddresses ? (
          <Link href={routes.addresses}>{messages.viewAllAddressesLink}</Link>
        ) : (
          status === 'loaded' && !onAddAddress && <Link href={routes.addAddress}>{messages.addAddressTitle}</Link>
        )}
      </p>
    </section>
  );
}
