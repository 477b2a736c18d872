'use client';

import { Alert, ConfirmDialog } from '@aisle/ui';
import { useRef, useState } from 'react';
import { useSchedulingWords } from '../words';
import { addressFormMessages } from './addressFormMessages';
import type { AddressSubmit } from './useAddressSubmit';
import { SuggestedAddress } from './SuggestedAddress';
import * as styles from '../modalityAddressBook/ModalityAddressBook.css';

export interface CheckAvailabilityModalProps {
  submit: AddressSubmit;
}

/**
 * The modal variant's confirm-corrected-address modal (§2, §4 "Address submit in the selector"),
 * titled 'Check Availability' (ambiguity 20): the suggestion, 'Confirm Address' and 'Edit Address'.
 * Closing it any way but confirming is 'Edit Address': the form under it still holds the entry.
 */
export function CheckAvailabilityModal({ submit }: CheckAvailabilityModalProps) {
  const messages = useSchedulingWords(addressFormMessages);
  const [failure, setFailure] = useState<string>();
  const confirmed = useRef(false);
  if (submit.step.step !== 'ADDRESS_CONFIRMATION') return null;

  const confirm = async () => {
    setFailure(undefined);
    try {
      await submit.confirm();
      confirmed.current = true;
    } catch (error) {
      setFailure(submit.errorMessage(error));
      // Rejected, the dialog stays open with the message.
      throw error;
    }
  };

  return (
    <ConfirmDialog
      open
      heading={messages.checkAvailabilityTitle}
      body={
        <div className={styles.panel}>
          <SuggestedAddress suggestion={submit.step.suggestion} verified={submit.step.verified} labelled />
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      }
      confirmLabel={messages.confirmAddressButton}
      cancelLabel={messages.editAddressButton}
      busyLabel={messages.savingAddress}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) submit.edit();
      }}
    />
  );
}
