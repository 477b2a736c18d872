'use client';

import type { Address } from '@aisle/contracts';
import { useServiceClient, useServiceErrorMessage } from '@aisle/core';
import { Alert, Button, ConfirmDialog } from '@aisle/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSchedulingCalls } from '../hooks/useSchedulingCalls';
import { addressesKey } from '../modalityAddressBook/useModalityAddresses';
import { addressFormMessages } from '../modalityAddressForm/addressFormMessages';
import { addressLines } from '../modalityAddressForm/addressLines';
import { useSchedulingWords } from '../words';
import { addressBookV2Messages } from './addressBookV2Messages';
import * as styles from './ModalityAddressBookV2.css';

const words = /* @__PURE__ */ Object.assign({}, addressFormMessages, addressBookV2Messages);

export interface DeleteAddressProps {
  /** A saved address that is not the mailing one (`isDeletable`). */
  address: Address & { id: string };
  /** It is gone from the shopper's address book. */
  onDeleted(): void;
}

/**
 * 'Delete Address' under the form of a saved address (§4 "On save"), asked first: a deletion
 * cannot be undone. A failure keeps the question open with what went wrong, and the address kept.
 */
export function DeleteAddress({ address, onDeleted }: DeleteAddressProps) {
  const messages = useSchedulingWords(words);
  const client = useServiceClient();
  const { deleteAddress } = useSchedulingCalls();
  const serviceErrorMessage = useServiceErrorMessage();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string>();
  const [street, locality] = addressLines(address);

  // §4: reset the error, make the call, read its error.
  const remove = async () => {
    setFailure(undefined);
    try {
      await deleteAddress(client, address.id);
    } catch (error) {
      setFailure(serviceErrorMessage(error));
      throw error;
    }
    // The book the screen returns to drops the address at once, without loading again.
    await mutate<Address[]>(addressesKey, (book) => book?.filter(({ id }) => id !== address.id), {
      revalidate: false,
    });
    onDeleted();
  };

  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{messages.deleteAddressButton}</Button>}
      heading={messages.deleteAddressQuestion}
      body={
        <div className={styles.section}>
          <address className={styles.lines}>
            {street}
            <br />
            {locality}
          </address>
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      }
      confirmLabel={messages.deleteAddressButton}
      cancelLabel={messages.cancelButton}
      busyLabel={messages.deletingAddress}
      destructive
      onConfirm={remove}
      onOpenChange={(open) => {
        if (!open) setFailure(undefined);
      }}
    />
  );
}
