'use client';

import type { Address } from '@aisle/contracts';
import type { ActiveModality, ModalityOption } from '@aisle/contracts/scheduling';
import { Button, Link, RadioTile, RadioTileAction, RadioTileGroup, Skeleton, Spinner, VisuallyHidden } from '@aisle/ui';
import { useEffect, useId, useRef } from 'react';
import { useSchedulingRoutes } from '../hooks/useSchedulingRoutes';
import { addressBookMessages } from '../modalityAddressBook/addressBookMessages';
import * as book from '../modalityAddressBook/ModalityAddressBook.css';
import { useAddressChoice } from '../modalityAddressBook/useAddressChoice';
import { useModalityAddresses } from '../modalityAddressBook/useModalityAddresses';
import { addressFormMessages } from '../modalityAddressForm/addressFormMessages';
import { addressLines } from '../modalityAddressForm/addressLines';
import type { AddressModality } from '../modalitySelector/selectorScreens';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { useSchedulingWords } from '../words';
import { addressBookV2Messages } from './addressBookV2Messages';
import { addressSections } from './currentAddress';
import { CurrentAddressCard } from './CurrentAddressCard';
import * as styles from './ModalityAddressBookV2.css';

const words = /* @__PURE__ */ Object.assign(
  {},
  addressBookMessages,
  addressFormMessages,
  selectorMessages,
  addressBookV2Messages,
);

export interface AddressBookSectionsProps {
  modality: AddressModality;
  modalityName: string;
  signedIn: boolean;
  activeModality: ActiveModality | null | undefined;
  /** The other address chosen in the book, if any: the screen keeps it, to clear it after a deletion. */
  chosenId: string | undefined;
  onChosenIdChange(id: string | undefined): void;
  onChosen(option: ModalityOption): Promise<void>;
  /** 'Add Address': the empty form. */
  onAdd(): void;
  /** 'Edit Address': the form with the saved address. */
  onEdit(address: Address): void;
  /** Back from the form: the first heading takes focus, so the shopper hears where they are. */
  focusOnMount: boolean;
  headingLevel: 2 | 3;
}

/**
 * The address book view of ADDRESS_BOOK_V2: 'Current Address' (or the no-address-selected view's
 * words) and 'Other Addresses' to choose from, each saved one with 'Edit Address' for a signed-in
 * shopper (§2), then 'Add Address' and 'View All Addresses'. With no saved address at all only the
 * no-address-selected view is left: the sections' lists and links have nothing to show.
 */
export function AddressBookSections({
  modality,
  modalityName,
  signedIn,
  activeModality,
  chosenId,
  onChosenIdChange,
  onChosen,
  onAdd,
  onEdit,
  focusOnMount,
  headingLevel,
}: AddressBookSectionsProps) {
  const messages = useSchedulingWords(words);
  const routes = useSchedulingRoutes();
  const { addresses, status, retry } = useModalityAddresses(signedIn);
  const { busy, problem, setProblem, choose } = useAddressChoice({ modality, modalityName, onChosen });
  const problemId = useId();
  const currentHeading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const { current, currentSaved, others } = addressSections(addresses, activeModality, modality);
  const chosen = others.find((address) => address.id === chosenId);
  const loaded = status === 'loaded';

  useEffect(() => {
    if (focusOnMount && loaded) currentHeading.current?.focus();
  }, [focusOnMount, loaded]);

  if (status === 'loading') {
    return (
      <section className={book.panel} aria-busy>
        <Skeleton lines={3} width="60%" />
        <Spinner delay={200} label={messages.loadingAddresses} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <p className={book.problem} role="alert">
        {messages.addressesLoadFailed}{' '}
        <Button variant="link" onClick={retry}>
          {messages.tryAgainButton}
        </Button>
      </p>
    );
  }

  const use = () => {
    if (chosen) void choose(chosen);
    else setProblem(messages.chooseAddressFirst);
  };
  // §2: signed-out shoppers see no 'Edit' links; an address not in the book has nothing to edit.
  const editable = (address: Address) => signedIn && Boolean(address.id);

  return (
    <section className={book.panel}>
      <div className={styles.section}>
        <Heading ref={currentHeading} tabIndex={-1} className={`${book.title} ${styles.focusTarget}`}>
          {messages.currentAddressHeading}
        </Heading>
        {current ? (
          <CurrentAddressCard
            address={current}
            onEdit={currentSaved && editable(current) ? () => onEdit(current) : undefined}
          />
        ) : (
          <p className={book.subtitle}>{messages.noAddressSelected}</p>
        )}
      </div>
      {others.length > 0 && (
        <div className={styles.section}>
          <Heading className={book.title}>{messages.otherAddressesHeading}</Heading>
          <RadioTileGroup
            legend={<VisuallyHidden>{messages.otherAddressesHeading}</VisuallyHidden>}
            value={chosen?.id ?? null}
            onValueChange={(id) => {
              onChosenIdChange(id);
              setProblem(undefined);
            }}
          >
            {others.map((address) => {
              const [street, locality] = addressLines(address);
              return (
                <RadioTile
                  key={address.id ?? street}
                  value={address.id ?? ''}
                  title={street}
                  description={address.type === 'home' ? `${locality} · ${messages.mailingAddressMark}` : locality}
                  actions={
                    editable(address) ? (
                      <RadioTileAction variant="link" onClick={() => onEdit(address)}>
                        {messages.editAddressButton}
                      </RadioTileAction>
                    ) : undefined
                  }
                />
              );
            })}
          </RadioTileGroup>
        </div>
      )}
      <div className={book.actions}>
        {others.length > 0 && (
          <Button
            onClick={use}
            busy={busy}
            busyLabel={messages.checkingAddress}
            aria-describedby={problem ? problemId : undefined}
          >
            {messages.useAddressButton}
          </Button>
        )}
        {signedIn && (
          <Button variant={others.length > 0 ? 'secondary' : 'primary'} onClick={onAdd} disabled={busy}>
            {messages.addAddressButton}
          </Button>
        )}
        {/* §2 "Select-address failure shows the error message next to the button". */}
        {problem && (
          <p id={problemId} className={book.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      {addresses.length > 0 && (
        <p className={book.links}>
          <Link href={routes.addresses}>{messages.viewAllAddressesLink}</Link>
        </p>
      )}
    </section>
  );
}
