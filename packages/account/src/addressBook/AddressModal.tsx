'use client';

import { toFormValues, type Address, type AddressFormValues } from '@aisle/contracts';
import { Alert, Button, ModalContent, ModalRoot, Stack, toast } from '@aisle/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AddressForm } from '../addressForm/AddressForm';
import { useAddressSave, type AddressSaveState } from '../addressForm/useAddressSave';
import { addressErrorMessage } from '../api/errors';
import { useAddressBook } from '../hooks/useAddressBook';
import { useAccountMessages } from '../messages';
import { AddressConfirmation } from './AddressConfirmation';
import { AddressLines } from './AddressLines';
import * as styles from './addressBook.css';
import { useFocusOnChange } from './useFocusOnChange';

/** How the modal closed: the screen moves focus to its heading when the edited card is gone. */
export type AddressModalOutcome = 'saved' | 'deleted' | 'cancelled';

export interface AddressModalProps {
  open: boolean;
  /** The address being edited; absent when adding. */
  address?: Address | undefined;
  onClose(outcome: AddressModalOutcome): void;
}

/**
 * The newer address book's add/edit modal (spec §2, §4 "Newer modal"), 650 px wide at most: the
 * form, then 'Confirm Address' only when validation corrects the address; otherwise it saves and
 * closes. Editing also offers delete, confirmed in the same modal.
 */
export function AddressModal({ open, address, onClose }: AddressModalProps) {
  const titleId = useId();
  // While a call is in flight nothing closes the modal: not Escape, not a click outside, not ×.
  const busy = useRef(false);
  const onBusyChange = useCallback((now: boolean) => {
    busy.current = now;
  }, []);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy.current) onClose('cancelled');
      }}
    >
      {/* The title is the current view's heading; the views describe themselves. */}
      <ModalContent
        width="wide"
        aria-labelledby={titleId}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(titleId)?.focus();
        }}
      >
        <AddressModalViews titleId={titleId} address={address} onBusyChange={onBusyChange} onClose={onClose} />
      </ModalContent>
    </ModalRoot>
  );
}

function AddressModalViews({
  titleId,
  address,
  onBusyChange,
  onClose,
}: {
  titleId: string;
  address: Address | undefined;
  onBusyChange: (busy: boolean) => void;
  onClose: AddressModalProps['onClose'];
}) {
  const messages = useAccountMessages();
  const book = useAddressBook({ version: 'v2' });
  const addressId = address?.id;
  const onSaved = useCallback(
    ({ created }: Extract<AddressSaveState, { step: 'saved' }>) => {
      if (created)
        toast.success({ heading: messages.addressCreatedHeading, body: messages.addressCreatedSuccessfully });
      else toast.success({ heading: messages.addressUpdatedHeading, body: messages.addressUpdatedSuccessfully });
      onClose('saved');
    },
    [messages, onClose],
  );
  const save = useAddressSave({ version: 'v2', addressId, onSaved, saveUncorrected: true });
  const [draft, setDraft] = useState<AddressFormValues | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<{ error: unknown } | null>(null);
  const view = deleting ? 'delete' : save.state.step;
  useEffect(() => {
    onBusyChange(save.busy || deleteBusy);
  }, [onBusyChange, save.busy, deleteBusy]);
  const heading = useFocusOnChange<HTMLHeadingElement>(view);

  const confirmDelete = async () => {
    if (!addressId) return;
    setDeleteBusy(true);
    setDeleteFailure(null);
    try {
      await book.remove(addressId);
      toast.success({ heading: messages.addressDeletedHeading, body: messages.addressDeletedToast });
      onClose('deleted');
    } catch (error) {
      setDeleteFailure({ error });
    } finally {
      setDeleteBusy(false);
    }
  };

  if (deleting) {
    return (
      <Stack space="4">
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.viewHeading}>
          {messages.confirmRemovalHeading}
        </h2>
        <p className={styles.body}>{messages.confirmRemovalQuestion}</p>
        {address && <AddressLines address={address} />}
        {deleteFailure && <Alert tone="error">{addressErrorMessage(deleteFailure.error, messages)}</Alert>}
        <div className={styles.actions}>
          <Button variant="destructive" busy={deleteBusy} onClick={() => void confirmDelete()}>
            {messages.deleteAddressButton}
          </Button>
          <Button variant="secondary" disabled={deleteBusy} onClick={() => setDeleting(false)}>
            {messages.cancelButton}
          </Button>
        </div>
      </Stack>
    );
  }

  if (save.state.step === 'unverified' || save.state.step === 'corrected') {
    return (
      <AddressConfirmation
        save={save}
        headingLevel={2}
        headingId={titleId}
        headingRef={heading}
        offerOriginal={false}
      />
    );
  }

  return (
    <Stack space="4">
      <AddressForm
        title={address ? messages.editAddressTitle : messages.addAddressTitle}
        titleId={titleId}
        titleRef={heading}
        defaultValues={draft ?? (address ? toFormValues(address) : undefined)}
        submitLabel={messages.saveAddressButton}
        onCancel={() => onClose('cancelled')}
        onSubmit={async (values) => {
          setDraft(values);
          await save.submit(values);
        }}
      />
      {address && (
        <div className={styles.actions}>
          <Button variant="link" onClick={() => setDeleting(true)}>
            {messages.deleteAddressButton}
          </Button>
        </div>
      )}
    </Stack>
  );
}
