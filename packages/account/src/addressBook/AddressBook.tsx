'use client';

import type { Address } from '@aisle/contracts';
import { useStorefront } from '@aisle/core';
import { Alert, Button, ConfirmDialog, Spinner, toast } from '@aisle/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { addressErrorMessage } from '../api/errors';
import { useAccountRoutes } from '../hooks/useAccountRoutes';
import { useAddressBook } from '../hooks/useAddressBook';
import { useAccountMessages } from '../messages';
import { AddressCard } from './AddressCard';
import { LoadFailure } from './LoadFailure';
import * as styles from './addressBook.css';

export interface AddressBookProps {
  /** 1 (the default) when the screen is the page; 2 inside a layout that renders the page's `<h1>`. */
  headingLevel?: 1 | 2;
}

/**
 * The legacy address book (spec §2, §4, §8): the home address first as 'Mailing Address', then the
 * others newest first; Edit and 'Add new address' go to the form pages, Remove asks first.
 */
export function AddressBook({ headingLevel = 1 }: AddressBookProps) {
  const messages = useAccountMessages();
  const { navigate } = useStorefront().navigation;
  const routes = useAccountRoutes();
  const book = useAddressBook({ version: 'legacy' });
  const [removing, setRemoving] = useState<Address | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed card's button is gone: once the dialog closes, focus goes to the heading, not <body>.
  const focusHeadingOnClose = useRef(false);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { addresses, status, error } = book;
  const loading = status !== 'done' && addresses.length === 0 && error === undefined;

  useEffect(() => {
    if (removing || !focusHeadingOnClose.current) return;
    focusHeadingOnClose.current = false;
    heading.current?.focus();
  }, [removing]);

  const remove = async () => {
    const addressId = removing?.id;
    if (!addressId) return;
    setFailure(null);
    try {
      await book.remove(addressId);
      toast.success({ body: messages.addressRemovedToast });
      focusHeadingOnClose.current = true;
    } catch (removeError) {
      // The dialog closes and the list stays; the Alert says why, and focus goes back to Remove.
      setFailure({ error: removeError });
    }
  };

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {messages.addressBookHeading}
      </Heading>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => navigate(routes.addAddress)}>
          {messages.addNewAddressButton}
        </Button>
      </div>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {addressErrorMessage(failure.error, messages)}
        </Alert>
      )}
      {error !== undefined && <LoadFailure book={book} />}
      {loading && (
        <div className={styles.loading}>
          <Spinner label={messages.loadingAddresses} size="large" />
        </div>
      )}
      {status === 'done' && error === undefined && addresses.length === 0 && (
        // The spec is silent on an empty legacy list: the newer book's empty-state words say it best.
        <p className={styles.body}>{messages.emptyAddressBookBody}</p>
      )}
      {addresses.length > 0 && (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              showMailingLabel
              actions={(describedBy) => (
                <>
                  <Button
                    variant="secondary"
                    aria-describedby={describedBy}
                    onClick={() => address.id && navigate(routes.editAddress(address.id))}
                  >
                    {messages.editButton}
                  </Button>
                  <Button variant="secondary" aria-describedby={describedBy} onClick={() => setRemoving(address)}>
                    {messages.removeButton}
                  </Button>
                </>
              )}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        heading={messages.confirmRemovalHeading}
        body={messages.confirmRemovalQuestion}
        cancelLabel={messages.cancelButton}
        confirmLabel={messages.removeButton}
        destructive
        onConfirm={remove}
      />
    </section>
  );
}
