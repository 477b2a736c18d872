'use client';

import { toFormValues, type AddressFormValues } from '@aisle/contracts';
import { useStorefront } from '@aisle/core';
import { Alert, Button, Spinner, Stack, toast } from '@aisle/ui';
import { Suspense, useCallback, useState } from 'react';
import { AddressForm } from '../addressForm/AddressForm';
import { useAddressSave, type AddressSaveState } from '../addressForm/useAddressSave';
import { useAccountRoutes } from '../hooks/useAccountRoutes';
import { useAddressBook } from '../hooks/useAddressBook';
import { useAccountMessages } from '../messages';
import { AddressConfirmation } from './AddressConfirmation';
import { LoadFailure } from './LoadFailure';
import { LazyUnverifiedAddressModal, loadUnverifiedAddressModal } from './lazyUnverifiedAddressModal';
import * as styles from './addressBook.css';
import { useFocusOnChange } from './useFocusOnChange';

export interface AddressEditorProps {
  /** The address to edit (/account/address/{addressId}); absent to add one (/account/address). */
  addressId?: string | undefined;
}

/**
 * The legacy add/edit address page (spec §2, §4): 'Add New Address' or 'Edit Address', then the
 * save flow: unverified opens the 'unable to verify' modal over the form, asking for 'Use this
 * address'; corrected replaces the form with the suggestion against the original; validated saves
 * at once. After a save: a toast and back to the address book.
 */
export function AddressEditor({ addressId }: AddressEditorProps) {
  const messages = useAccountMessages();
  const { navigate } = useStorefront().navigation;
  const { addresses: listHref } = useAccountRoutes();
  const book = useAddressBook({ version: 'legacy' });
  const editing = addressId !== undefined;
  const backToList = useCallback(() => navigate(listHref), [navigate, listHref]);
  const onSaved = useCallback(
    ({ created }: Extract<AddressSaveState, { step: 'saved' }>) => {
      if (created) toast.success({ body: messages.addressCreatedToast });
      else toast.success({ heading: messages.successHeading, body: messages.addressUpdatedToast });
      backToList();
    },
    [messages, backToList],
  );
  const save = useAddressSave({ version: 'legacy', addressId, onSaved });
  // Mounted from the first unverified answer on, so the modal can also play its closing.
  const [unverifiedShown, setUnverifiedShown] = useState(false);
  if (save.state.step === 'unverified' && !unverifiedShown) setUnverifiedShown(true);
  // What was typed last, so 'Edit Address' from the corrected step brings it back.
  const [draft, setDraft] = useState<AddressFormValues | null>(null);
  const corrected = save.state.step === 'corrected';
  // The page's own view: the unverified step is a modal over the form, which takes focus itself.
  const heading = useFocusOnChange<HTMLHeadingElement>(corrected ? 'corrected' : 'form');

  const title = editing ? messages.editAddressTitle : messages.addNewAddressTitle;
  const address = editing ? book.addresses.find((candidate) => candidate.id === addressId) : undefined;

  if (editing && !address) {
    // Waiting for the list, or it failed, or the id is not in it: the page keeps its title.
    return (
      <div className={`${styles.screen} ${styles.editor}`}>
        <h1 className={styles.heading}>{title}</h1>
        {book.error !== undefined ? (
          <LoadFailure book={book} />
        ) : book.status !== 'done' ? (
          <div className={styles.loading}>
            <Spinner label={messages.loadingAddresses} size="large" />
          </div>
        ) : (
          <Stack space="3" align="start">
            <Alert tone="error">{messages.addressNotFound}</Alert>
            <Button variant="secondary" onClick={backToList}>
              {messages.navAddressBook}
            </Button>
          </Stack>
        )}
      </div>
    );
  }

  return (
    <div className={`${styles.screen} ${styles.editor}`}>
      {corrected ? (
        <AddressConfirmation save={save} headingLevel={1} headingRef={heading} offerOriginal />
      ) : (
        <AddressForm
          title={title}
          titleLevel={1}
          titleRef={heading}
          defaultValues={draft ?? (address ? toFormValues(address) : undefined)}
          submitLabel={messages.saveAddressButton}
          onCancel={backToList}
          onSubmit={async (values) => {
            setDraft(values);
            void loadUnverifiedAddressModal();
            await save.submit(values);
          }}
        />
      )}
      {unverifiedShown && (
        <Suspense fallback={null}>
          <LazyUnverifiedAddressModal save={save} />
        </Suspense>
      )}
    </div>
  );
}
