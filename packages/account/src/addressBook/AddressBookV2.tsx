'use client';

import type { Address } from '@aisle/contracts';
import { Alert, Button, Spinner, Stack } from '@aisle/ui';
import { useId, useRef, useState } from 'react';
import { useAddressBook } from '../hooks/useAddressBook';
import { useAccountMessages } from '../messages';
import { AddressCard } from './AddressCard';
import { AddressModal, type AddressModalOutcome } from './AddressModal';
import { LoadFailure } from './LoadFailure';
import * as styles from './addressBook.css';

/**
 * The spec limits the newer book's cards to a maximum count without giving it (§2, §9); 10 is the
 * reference API's limit, past which it answers TOO_MANY_ADDRESSES.
 */
export const defaultMaxAddresses = 10;

export interface AddressBookV2Props {
  /** How many cards show, and how many addresses the book may hold before adding is refused. */
  maxAddresses?: number;
  /** 1 (the default) when the screen is the page; 2 inside a layout that renders the page's `<h1>`. */
  headingLevel?: 1 | 2;
}

/** The modal, and the address it edits (kept while it closes, so its title does not change mid-exit). */
type ModalState = { open: boolean; address?: Address | undefined };

/**
 * The newer address book (spec §2 "newer version", §4 "Newer modal"): an empty state, or the
 * 'Current Address' (home) and 'Other Addresses'; adding and editing happen in a modal.
 */
export function AddressBookV2({ maxAddresses = defaultMaxAddresses, headingLevel = 1 }: AddressBookV2Props) {
  const messages = useAccountMessages();
  const book = useAddressBook({ version: 'v2' });
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [full, setFull] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const { addresses, status, error } = book;
  const loading = status !== 'done' && addresses.length === 0 && error === undefined;
  const shown = addresses.slice(0, maxAddresses);
  const home = shown.find((address) => address.type === 'home');
  const others = shown.filter((address) => address !== home);

  const add = () => {
    if (addresses.length >= maxAddresses) {
      setFull(true);
      return;
    }
    setFull(false);
    setModal({ open: true });
  };

  const close = (outcome: AddressModalOutcome) => {
    setModal((current) => ({ ...current, open: false }));
    // The deleted card's Edit button is gone: focus goes to the heading rather than to <body>.
    if (outcome === 'deleted') requestAnimationFrame(() => heading.current?.focus());
  };

  const card = (address: Address) => (
    <AddressCard
      key={address.id}
      address={address}
      actions={(describedBy) => (
        <Button
          variant="secondary"
          aria-describedby={describedBy}
          onClick={() => {
            setFull(false);
            setModal({ open: true, address });
          }}
        >
          {messages.editButton}
        </Button>
      )}
    />
  );

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {messages.addressBookHeading}
      </Heading>
      {error !== undefined && <LoadFailure book={book} />}
      {loading && (
        <div className={styles.loading}>
          <Spinner label={messages.loadingAddresses} size="large" />
        </div>
      )}
      {status === 'done' && error === undefined && addresses.length === 0 && (
        <Stack space="4" align="start">
          <SectionHeading className={styles.sectionHeading}>{messages.emptyAddressBookHeading}</SectionHeading>
          <p className={styles.body}>{messages.emptyAddressBookBody}</p>
          <Button variant="primary" onClick={add}>
            {messages.emptyAddressBookButton}
          </Button>
        </Stack>
      )}
      {addresses.length > 0 && (
        <>
          <div className={styles.actions}>
            <Button variant="primary" onClick={add}>
              {messages.emptyAddressBookButton}
            </Button>
          </div>
          {full && (
            <Alert tone="error" onDismiss={() => setFull(false)}>
              {messages.tooManyAddresses}
            </Alert>
          )}
          {home && (
            <Stack space="3">
              <SectionHeading className={styles.sectionHeading}>{messages.currentAddressHeading}</SectionHeading>
              <ul className={styles.cards}>{card(home)}</ul>
            </Stack>
          )}
          {others.length > 0 && (
            <Stack space="3">
              <SectionHeading className={styles.sectionHeading}>{messages.otherAddressesHeading}</SectionHeading>
              <ul className={styles.cards}>{others.map(card)}</ul>
            </Stack>
          )}
        </>
      )}
      <AddressModal open={modal.open} address={modal.address} onClose={close} />
    </section>
  );
}
